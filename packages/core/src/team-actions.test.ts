import { describe, expect, test } from "vitest";
import {
  TEAM_ACTIONS,
  type TeamAction,
  type TeamState,
  teamActionRefusal,
} from "./team-actions.js";

const admin = { role: "ADMIN", isAdmin: false } as const;
const editor = { role: "EDITOR", isAdmin: false } as const;
const staffViewer = { role: "VIEWER", isAdmin: true } as const;

const team = (overrides: Partial<TeamState> = {}): TeamState => ({
  archived: false,
  isGlobal: false,
  isMember: false,
  ...overrides,
});

const allowed = (membership: typeof admin | typeof editor, state: TeamState) =>
  TEAM_ACTIONS.filter((action) => teamActionRefusal(membership, state, action) === null);

describe("what can be done to a team", () => {
  test("admins (and staff) manage an active team; any member joins and leaves", () => {
    expect(allowed(admin, team())).toEqual(TEAM_ACTIONS.filter((action) => action !== "leave"));
    expect(allowed(admin, team({ isMember: true }))).toEqual(
      TEAM_ACTIONS.filter((action) => action !== "join"),
    );
    expect(teamActionRefusal(staffViewer, team(), "invite")).toBeNull();
    expect(allowed(editor, team())).toEqual(["join"]);
    expect(allowed(editor, team({ isMember: true }))).toEqual(["leave"]);
    expect(teamActionRefusal(editor, team(), "rename")).toBe("notAdmin");
  });

  test("an archived team is read only: only restoring or deleting it, for admins", () => {
    const archived = team({ archived: true, isMember: true });
    expect(allowed(admin, archived)).toEqual(["restore", "delete"]);
    expect(allowed(editor, archived)).toEqual([]);
    const refused: TeamAction[] = ["rename", "invite", "removeMember", "deleteInvite", "leave"];
    for (const action of refused) {
      expect(teamActionRefusal(admin, archived, action)).toBe("archived");
    }
    expect(teamActionRefusal(editor, team({ archived: true }), "join")).toBe("archived");
  });

  test("the global team is never hidden, archived, deleted, invited to or left", () => {
    const global = team({ isGlobal: true, isMember: true });
    const refused: TeamAction[] = ["changeVisibility", "archive", "delete", "invite", "leave"];
    for (const action of refused) {
      expect(teamActionRefusal(admin, global, action)).toBe("globalTeam");
    }
    expect(teamActionRefusal(admin, global, "rename")).toBeNull();
    expect(teamActionRefusal(editor, global, "join")).toBe("joined");
  });
});
