import { describe, expect, test } from "vitest";
import type { ItemPlace } from "./access.js";
import type { Membership } from "./roles.js";
import {
  canPurgeTrash,
  canRestoreFromTrash,
  isTrashExpired,
  TRASH_RETENTION_DAYS,
  trashDaysLeft,
  trashPurgeAt,
} from "./trash.js";

const trashedAt = new Date("2026-11-01T10:00:00Z");
const hours = (n: number) => new Date(trashedAt.getTime() + n * 60 * 60 * 1000);

describe("days left in the Trash", () => {
  test("30 right after the deletion, counted up to whole days", () => {
    expect(TRASH_RETENTION_DAYS).toBe(30);
    expect(trashDaysLeft(trashedAt, trashedAt)).toBe(30);
    expect(trashDaysLeft(trashedAt, hours(1))).toBe(30);
    expect(trashDaysLeft(trashedAt, hours(24))).toBe(29);
    expect(trashDaysLeft(trashedAt, hours(25))).toBe(29);
  });

  test("1 on the last day, 0 once due, never negative", () => {
    expect(trashDaysLeft(trashedAt, hours(30 * 24 - 1))).toBe(1);
    expect(trashDaysLeft(trashedAt, hours(30 * 24))).toBe(0);
    expect(trashDaysLeft(trashedAt, hours(40 * 24))).toBe(0);
  });

  test("expires exactly 30 days after the deletion", () => {
    expect(trashPurgeAt(trashedAt).toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(isTrashExpired(trashedAt, hours(30 * 24 - 1))).toBe(false);
    expect(isTrashExpired(trashedAt, hours(30 * 24))).toBe(true);
  });
});

describe("who may restore", () => {
  test("whoever could edit the item", () => {
    expect(canRestoreFromTrash({ canView: true, canEdit: true })).toBe(true);
    expect(canRestoreFromTrash({ canView: true, canEdit: false })).toBe(false);
  });
});

describe("who may delete forever and empty the Trash", () => {
  const member = (role: Membership["role"], isAdmin = false): Membership => ({ role, isAdmin });
  const team = (fields: Partial<Extract<ItemPlace, { kind: "team" }>> = {}): ItemPlace => ({
    kind: "team",
    archived: false,
    publicInOrganization: true,
    isTeamMember: true,
    ...fields,
  });

  test("in a team: workspace Admins only, staff counting as Admin", () => {
    expect(canPurgeTrash(member("ADMIN"), team())).toBe(true);
    expect(canPurgeTrash(member("VIEWER", true), team())).toBe(true);
    expect(canPurgeTrash(member("EDITOR"), team())).toBe(false);
    expect(canPurgeTrash(member("VIEWER"), team())).toBe(false);
  });

  test("not in a private team the Admin cannot see", () => {
    const hidden = team({ publicInOrganization: false, isTeamMember: false });
    expect(canPurgeTrash(member("ADMIN"), hidden)).toBe(false);
    expect(canPurgeTrash(member("ADMIN"), team({ archived: true }))).toBe(true);
  });

  test("in drafts: their owner, whatever the role", () => {
    expect(canPurgeTrash(member("EDITOR"), { kind: "drafts", isOwner: true })).toBe(true);
    expect(canPurgeTrash(member("VIEWER"), { kind: "drafts", isOwner: true })).toBe(true);
    expect(canPurgeTrash(member("ADMIN"), { kind: "drafts", isOwner: false })).toBe(false);
  });
});
