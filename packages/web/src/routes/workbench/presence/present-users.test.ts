import type { PresenceUser } from "@contour/canvas";
import { describe, expect, test } from "vitest";
import { leadingClientOf, presentUsers } from "./present-users";
import { buildCollaborator } from "./test-room";

const self: PresenceUser = { id: "me", name: "Ada Designer", color: "#1d70ce" };
const bo: PresenceUser = { id: "bo", name: "Bo Sketch", color: "#db1f1f" };
const cy: PresenceUser = { id: "cy", name: "Cy Render", color: "#1b813d" };

const client = (clientId: number, user: PresenceUser, since: number, changedAt = since) =>
  buildCollaborator(clientId, user, { since, changedAt });

describe("the people on a workbench", () => {
  test("oneself first, then one entry per person in the order they came", () => {
    const people = presentUsers(self, [client(9, cy, 30), client(2, bo, 10), client(5, bo, 20)]);
    expect(people).toEqual([
      { user: self, isSelf: true },
      { user: bo, isSelf: false },
      { user: cy, isSelf: false },
    ]);
  });

  test("oneself in another tab is not someone else", () => {
    expect(presentUsers(self, [client(3, self, 5), client(4, bo, 6)])).toEqual([
      { user: self, isSelf: true },
      { user: bo, isSelf: false },
    ]);
  });

  test("alone, only oneself", () => {
    expect(presentUsers(self, [])).toEqual([{ user: self, isSelf: true }]);
  });

  test("a person renamed in their newest tab shows under the new name", () => {
    const renamed = { ...bo, name: "Bo Renamed" };
    const people = presentUsers(self, [client(1, bo, 10, 10), client(2, renamed, 20, 40)]);
    expect(people.map(({ user }) => user.name)).toEqual(["Ada Designer", "Bo Renamed"]);
  });

  test("a person's most recently active tab leads", () => {
    const list = [client(1, bo, 10, 50), client(2, bo, 20, 30), client(3, cy, 5, 90)];
    expect(leadingClientOf(list, "bo")?.clientId).toBe(1);
    expect(leadingClientOf(list, "nobody")).toBeNull();
  });
});
