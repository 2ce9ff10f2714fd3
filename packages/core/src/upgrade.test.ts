import { expect, test } from "vitest";
import {
  canUpgradeTo,
  isPurchasablePlan,
  planAllowsUpgrade,
  reviewedEditorCount,
  reviewedRole,
  toggleEditor,
  type UpgradeCandidate,
} from "./upgrade.js";

const adminOfFree: UpgradeCandidate = {
  membership: { role: "ADMIN", isAdmin: false },
  subscriptionPlan: "FREE",
  manualSubscription: false,
};

test("an admin of a FREE workspace can upgrade it to PRO or ORGANIZATION", () => {
  expect(canUpgradeTo(adminOfFree, "PRO")).toBe(true);
  expect(canUpgradeTo(adminOfFree, "ORGANIZATION")).toBe(true);
});

test("only admins, the global isAdmin flag counting as admin", () => {
  expect(
    canUpgradeTo({ ...adminOfFree, membership: { role: "EDITOR", isAdmin: false } }, "PRO"),
  ).toBe(false);
  expect(
    canUpgradeTo({ ...adminOfFree, membership: { role: "VIEWER", isAdmin: false } }, "PRO"),
  ).toBe(false);
  expect(
    canUpgradeTo({ ...adminOfFree, membership: { role: "VIEWER", isAdmin: true } }, "PRO"),
  ).toBe(true);
});

test("not to the current plan, not from ORGANIZATION or ENTERPRISE, not when manual", () => {
  expect(canUpgradeTo({ ...adminOfFree, subscriptionPlan: "PRO" }, "PRO")).toBe(false);
  expect(canUpgradeTo({ ...adminOfFree, subscriptionPlan: "PRO" }, "ORGANIZATION")).toBe(true);
  expect(canUpgradeTo({ ...adminOfFree, subscriptionPlan: "ORGANIZATION" }, "PRO")).toBe(false);
  expect(canUpgradeTo({ ...adminOfFree, subscriptionPlan: "ENTERPRISE" }, "PRO")).toBe(false);
  expect(canUpgradeTo({ ...adminOfFree, manualSubscription: true }, "PRO")).toBe(false);
});

test("the plan half of the rule holds whoever asks", () => {
  expect(planAllowsUpgrade({ subscriptionPlan: "FREE", manualSubscription: false }, "PRO")).toBe(
    true,
  );
  expect(planAllowsUpgrade({ subscriptionPlan: "PRO", manualSubscription: false }, "PRO")).toBe(
    false,
  );
  expect(planAllowsUpgrade({ subscriptionPlan: "FREE", manualSubscription: true }, "PRO")).toBe(
    false,
  );
});

test("PRO and ORGANIZATION are bought in the flow; FREE and ENTERPRISE are not", () => {
  expect(isPurchasablePlan("PRO")).toBe(true);
  expect(isPurchasablePlan("ORGANIZATION")).toBe(true);
  expect(isPurchasablePlan("FREE")).toBe(false);
  expect(isPurchasablePlan("ENTERPRISE")).toBe(false);
  expect(isPurchasablePlan("pro")).toBe(false);
});

const admin = { userId: "a", role: "ADMIN" } as const;
const editor = { userId: "e", role: "EDITOR" } as const;
const viewer = { userId: "v", role: "VIEWER" } as const;
const members = [admin, editor, viewer];

test("toggling a Viewer records Editor; toggling again removes the change", () => {
  const once = toggleEditor({}, viewer);
  expect(once).toEqual({ v: "EDITOR" });
  expect(reviewedRole(viewer, once)).toBe("EDITOR");
  const twice = toggleEditor(once, viewer);
  expect(twice).toEqual({});
  expect(reviewedRole(viewer, twice)).toBe("VIEWER");
});

test("toggling an Editor or an Admin records Viewer", () => {
  expect(toggleEditor({}, editor)).toEqual({ e: "VIEWER" });
  expect(toggleEditor({ v: "EDITOR" }, admin)).toEqual({ v: "EDITOR", a: "VIEWER" });
});

test("the editor count is the members whose reviewed role is Admin or Editor", () => {
  expect(reviewedEditorCount(members, {})).toBe(2);
  expect(reviewedEditorCount(members, { v: "EDITOR" })).toBe(3);
  expect(reviewedEditorCount(members, { v: "EDITOR", e: "VIEWER" })).toBe(2);
  expect(reviewedEditorCount(members, { e: "VIEWER", a: "VIEWER" })).toBe(0);
});
