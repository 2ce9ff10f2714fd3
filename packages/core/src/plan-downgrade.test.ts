import { describe, expect, test } from "vitest";
import { type DowngradeSeat, isPlanDowngrade, planDowngrade } from "./plan-downgrade.js";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

const member = (id: string, role: DowngradeSeat["role"], joined: number): DowngradeSeat => ({
  id,
  kind: "member",
  role,
  since: day(joined),
});
const invite = (id: string, role: DowngradeSeat["role"], sent: number): DowngradeSeat => ({
  id,
  kind: "invite",
  role,
  since: day(sent),
});

const noTeams = [] as const;

describe("planDowngrade", () => {
  test("to FREE, editors over the limit of 2 become viewers, the newest first", () => {
    const result = planDowngrade({
      plan: "FREE",
      manualEditorCountLimit: null,
      seats: [
        member("founder", "ADMIN", 1),
        member("early", "EDITOR", 2),
        member("late", "EDITOR", 9),
        member("middle", "EDITOR", 5),
        member("watcher", "VIEWER", 10),
      ],
      teams: noTeams,
    });
    expect(result.membersToViewers).toEqual(["late", "middle"]);
    expect(result.invitesToViewers).toEqual([]);
  });

  test("pending editor invites give up their seats before any member", () => {
    const result = planDowngrade({
      plan: "FREE",
      manualEditorCountLimit: null,
      seats: [
        member("founder", "ADMIN", 1),
        member("early", "EDITOR", 2),
        invite("old-invite", "EDITOR", 3),
        invite("viewer-invite", "VIEWER", 4),
        member("late", "EDITOR", 9),
      ],
      teams: noTeams,
    });
    expect(result.invitesToViewers).toEqual(["old-invite"]);
    expect(result.membersToViewers).toEqual(["late"]);
  });

  test("admins go after editors, newest first, and the oldest admin always stays", () => {
    const result = planDowngrade({
      plan: "FREE",
      manualEditorCountLimit: 1,
      seats: [
        member("second-admin", "ADMIN", 4),
        member("founder", "ADMIN", 1),
        member("editor", "EDITOR", 2),
      ],
      teams: noTeams,
    });
    expect(result.membersToViewers).toEqual(["editor", "second-admin"]);
  });

  test("a plan with unlimited editors demotes nobody", () => {
    const result = planDowngrade({
      plan: "PRO",
      manualEditorCountLimit: null,
      seats: [member("a", "ADMIN", 1), member("b", "EDITOR", 2), member("c", "EDITOR", 3)],
      teams: noTeams,
    });
    expect(result.membersToViewers).toEqual([]);
  });

  test("without team creation, every team but the global one is archived; archived ones stay", () => {
    const teams = [
      { id: "everyone", archived: false, global: true },
      { id: "cars", archived: false, global: false },
      { id: "old", archived: true, global: false },
      { id: "bikes", archived: false, global: false },
    ];
    const seats = [member("a", "ADMIN", 1)];
    expect(
      planDowngrade({ plan: "PRO", manualEditorCountLimit: null, seats, teams }).teamsToArchive,
    ).toEqual(["cars", "bikes"]);
    expect(
      planDowngrade({ plan: "ORGANIZATION", manualEditorCountLimit: null, seats, teams })
        .teamsToArchive,
    ).toEqual([]);
  });
});

test("a downgrade is a move down the plan table", () => {
  expect(isPlanDowngrade("ORGANIZATION", "PRO")).toBe(true);
  expect(isPlanDowngrade("PRO", "FREE")).toBe(true);
  expect(isPlanDowngrade("FREE", "PRO")).toBe(false);
  expect(isPlanDowngrade("PRO", "PRO")).toBe(false);
});
