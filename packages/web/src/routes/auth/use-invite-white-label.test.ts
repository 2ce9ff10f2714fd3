import { expect, test } from "vitest";
import { inviteTokenOf } from "./use-invite-white-label";

test("reads the token of an invite link's return URL only", () => {
  expect(inviteTokenOf("/organization/abc/acceptinvite?token=t.o.k")).toBe("t.o.k");
  expect(inviteTokenOf("/files/abc/recent?token=t.o.k")).toBeNull();
  expect(inviteTokenOf("/organization/abc/acceptinvite")).toBeNull();
  expect(inviteTokenOf(null)).toBeNull();
});
