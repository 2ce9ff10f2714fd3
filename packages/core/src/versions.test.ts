import { expect, test } from "vitest";
import { SUBSCRIPTION_PLANS } from "./plans.js";
import {
  canDeleteVersion,
  VERSION_MESSAGES,
  VERSION_NAME_MAX_LENGTH,
  versionAbilities,
  versionCopyName,
  versionCutoff,
  versionLabel,
  versionNameProblem,
  versionRetentionDays,
} from "./versions.js";

test("viewers see the history; only editors save, restore and name", () => {
  expect(versionAbilities({ canView: true, canEdit: false })).toEqual({
    canView: true,
    canSave: false,
    canRestore: false,
    canName: false,
  });
  expect(versionAbilities({ canView: true, canEdit: true })).toEqual({
    canView: true,
    canSave: true,
    canRestore: true,
    canName: true,
  });
  expect(versionAbilities({ canView: false, canEdit: false }).canView).toBe(false);
});

test("editors delete named versions only; the server's snapshots follow the plan", () => {
  const editor = versionAbilities({ canView: true, canEdit: true });
  const viewer = versionAbilities({ canView: true, canEdit: false });
  expect(canDeleteVersion(editor, "NAMED")).toBe(true);
  expect(canDeleteVersion(editor, "AUTO")).toBe(false);
  expect(canDeleteVersion(editor, "BEFORE_RESTORE")).toBe(false);
  expect(canDeleteVersion(viewer, "NAMED")).toBe(false);
});

test("a version's name is trimmed, required and bounded", () => {
  expect(versionNameProblem("  Proportions v2 ")).toBeNull();
  expect(versionNameProblem("   ")).toBe(VERSION_MESSAGES.nameRequired);
  expect(versionNameProblem("x".repeat(VERSION_NAME_MAX_LENGTH))).toBeNull();
  expect(versionNameProblem("x".repeat(VERSION_NAME_MAX_LENGTH + 1))).toBe(
    VERSION_MESSAGES.nameTooLong,
  );
});

test("snapshots are kept 30 days on Free and longer on every paid plan; named ones longer still", () => {
  expect(versionRetentionDays("FREE", "AUTO")).toBe(30);
  expect(versionRetentionDays("FREE", "BEFORE_RESTORE")).toBe(30);
  expect(versionRetentionDays("FREE", "NAMED")).toBe(365);
  for (const plan of SUBSCRIPTION_PLANS) {
    const auto = versionRetentionDays(plan, "AUTO") ?? Number.POSITIVE_INFINITY;
    const named = versionRetentionDays(plan, "NAMED") ?? Number.POSITIVE_INFINITY;
    expect(auto).toBeGreaterThanOrEqual(30);
    expect(named).toBeGreaterThan(auto);
  }
  expect(versionRetentionDays("PRO", "NAMED")).toBeNull();
});

test("the cutoff is the retention before now, or none", () => {
  const now = new Date("2026-12-03T12:00:00Z");
  expect(versionCutoff("FREE", "AUTO", now)).toEqual(new Date("2026-11-03T12:00:00Z"));
  expect(versionCutoff("ORGANIZATION", "NAMED", now)).toBeNull();
});

test("a copy is named after its file and version, within the name limit", () => {
  const label = versionLabel({ name: null, createdAt: new Date("2026-12-03T18:40:00Z") });
  expect(label).toBe("Version of 3 Dec 2026, 18:40");
  expect(versionLabel({ name: "Proportions v2", createdAt: new Date() })).toBe("Proportions v2");
  expect(versionCopyName("Coupe", "Proportions v2", 100)).toBe("Coupe (Proportions v2)");
  expect(versionCopyName("Coupe", "Proportions v2", 10)).toHaveLength(10);
});
