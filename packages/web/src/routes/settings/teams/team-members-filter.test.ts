import { describe, expect, test } from "vitest";
import { filterInvites, filterMembers } from "./team-members-filter";

const member = (name: string, email: string) => ({
  user: { id: email, name, email },
  userRoleInOrganization: "EDITOR",
});

describe("filterMembers", () => {
  const members = [
    member("Ada Lovelace", "ada@example.com"),
    member("Grace", "g.hopper@navy.test"),
  ];

  test("matches name or email, ignoring case and surrounding spaces", () => {
    expect(filterMembers(members, " LOVE ").map((row) => row.user.name)).toEqual(["Ada Lovelace"]);
    expect(filterMembers(members, "hopper").map((row) => row.user.name)).toEqual(["Grace"]);
    expect(filterMembers(members, "nobody")).toEqual([]);
  });

  test("an empty search keeps everyone, in order", () => {
    expect(filterMembers(members, "  ")).toEqual(members);
  });
});

describe("filterInvites", () => {
  test("matches the email ignoring case", () => {
    const invites = [{ email: "new@studio.test" }, { email: "other@example.com" }];
    expect(filterInvites(invites, "STUDIO")).toEqual([{ email: "new@studio.test" }]);
  });
});
