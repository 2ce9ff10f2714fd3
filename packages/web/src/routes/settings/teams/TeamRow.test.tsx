import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TeamListItem } from "../../../graphql/documents/teams";
import { abilitiesOf } from "../../../lib/team-abilities";
import { renderWithProviders } from "../../../test/render";
import { TeamRow } from "./TeamRow";

function buildTeam(overrides: Partial<TeamListItem> = {}): TeamListItem {
  return {
    id: "t1",
    name: "Exterior",
    archived: false,
    publicInOrganization: true,
    globalInOrganization: false,
    currentUserRelation: "NONE",
    usersOnTeamsByTeamId: { totalCount: 2 },
    ...overrides,
  };
}

const ADMIN = { role: "ADMIN", isAdmin: false } as const;
const EDITOR = { role: "EDITOR", isAdmin: false } as const;

/** The row as an Editor sees it, or as an Admin when `onSetArchived` is given. */
function renderRow(team: TeamListItem, onSetArchived?: (archived: boolean) => void) {
  const membership = onSetArchived ? ADMIN : EDITOR;
  renderWithProviders(
    <ul>
      <TeamRow
        team={team}
        abilities={abilitiesOf(membership, {
          ...team,
          joined: team.currentUserRelation === "JOINED",
        })}
        settingsPath="/x"
        busy={false}
        onJoin={() => {}}
        onLeave={() => {}}
        onSetArchived={onSetArchived ?? (() => {})}
      />
    </ul>,
  );
  return screen.getByRole("listitem", { name: team.name });
}

const buttons = () => screen.queryAllByRole("button").map((button) => button.textContent);

describe("TeamRow", () => {
  it("offers Join on a public team the user is not in", () => {
    const row = renderRow(buildTeam());
    expect(row).toHaveTextContent("All Workspace");
    expect(row).toHaveTextContent("2 members");
    expect(buttons()).toEqual(["Join"]);
  });

  it("marks an invite as 'Pending invite' with Join", () => {
    const row = renderRow(
      buildTeam({ publicInOrganization: false, currentUserRelation: "INVITED" }),
    );
    expect(row).toHaveTextContent("Pending invite");
    expect(row).toHaveTextContent("Invite Only");
    expect(buttons()).toEqual(["Join"]);
  });

  it("offers Leave once joined, except on the global team", () => {
    renderRow(buildTeam({ currentUserRelation: "JOINED" }));
    expect(buttons()).toEqual(["Leave"]);
  });

  it("has no Leave on the global team", () => {
    renderRow(buildTeam({ globalInOrganization: true, currentUserRelation: "JOINED" }));
    expect(buttons()).toEqual([]);
  });

  it("dims an archived team and says so, offering neither Join nor Leave", () => {
    const row = renderRow(buildTeam({ archived: true, currentUserRelation: "JOINED" }));
    expect(row).toHaveTextContent("Archived");
    expect(row).toHaveAttribute("data-archived", "true");
    expect(buttons()).toEqual([]);
    renderRow(buildTeam({ id: "t2", name: "Interior", archived: true }));
    expect(buttons()).toEqual([]);
  });

  it("has no archive menu unless the viewer may archive", () => {
    renderRow(buildTeam({ currentUserRelation: "JOINED" }));
    expect(screen.queryByRole("button", { name: "More actions for Exterior" })).toBeNull();
  });

  it("archives an active team from its menu", async () => {
    const user = userEvent.setup();
    const onSetArchived = vi.fn();
    renderRow(buildTeam({ currentUserRelation: "JOINED" }), onSetArchived);
    await user.click(screen.getByRole("button", { name: "More actions for Exterior" }));
    expect(screen.queryByRole("menuitem", { name: "Restore team" })).toBeNull();
    await user.click(await screen.findByRole("menuitem", { name: "Archive team" }));
    expect(onSetArchived).toHaveBeenCalledWith(true);
  });

  it("restores an archived team from its menu", async () => {
    const user = userEvent.setup();
    const onSetArchived = vi.fn();
    renderRow(buildTeam({ archived: true, currentUserRelation: "JOINED" }), onSetArchived);
    await user.click(screen.getByRole("button", { name: "More actions for Exterior" }));
    expect(screen.queryByRole("menuitem", { name: "Archive team" })).toBeNull();
    await user.click(await screen.findByRole("menuitem", { name: "Restore team" }));
    expect(onSetArchived).toHaveBeenCalledWith(false);
  });
});
