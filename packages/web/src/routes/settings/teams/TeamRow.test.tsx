import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TeamListItem } from "../../../graphql/documents/teams";
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

function renderRow(team: TeamListItem) {
  renderWithProviders(
    <ul>
      <TeamRow team={team} settingsPath="/x" busy={false} onJoin={() => {}} onLeave={() => {}} />
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

  it("dims an archived team and says so", () => {
    const row = renderRow(buildTeam({ archived: true, currentUserRelation: "JOINED" }));
    expect(row).toHaveTextContent("Archived");
    expect(row).toHaveAttribute("data-archived", "true");
  });
});
