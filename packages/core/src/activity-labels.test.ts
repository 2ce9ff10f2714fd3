import { expect, test } from "vitest";
import { ACTIVITY_ACTIONS, ACTIVITY_TARGETS } from "./activity.js";
import {
  activityActionLabel,
  activityRoleChangeText,
  activityTargetLabel,
} from "./activity-labels.js";

test("the spec's target tables get their labels; a file is a File whatever its table's name", () => {
  expect(activityTargetLabel("Drawing")).toBe("File");
  expect(activityTargetLabel("workbench")).toBe("File");
  expect(activityTargetLabel("folder")).toBe("Folder");
  expect(activityTargetLabel("organization_invite")).toBe("Workspace invite");
  expect(activityTargetLabel("UsersOnTeam")).toBe("Team member");
  expect(activityTargetLabel("organization")).toBe("Workspace");
});

test("any other table shows its raw name, even one named like an object's property", () => {
  expect(activityTargetLabel("comments")).toBe("comments");
  expect(activityTargetLabel("toString")).toBe("toString");
  expect(activityTargetLabel("")).toBe("");
});

test("every target the server writes has a label of its own", () => {
  for (const target of ACTIVITY_TARGETS) {
    expect(activityTargetLabel(target)).not.toBe(target);
  }
});

test("every action has a past-tense label; an unknown one shows as stored", () => {
  expect(activityActionLabel("RENAME")).toBe("Renamed");
  expect(activityActionLabel("ACCEPT_INVITE")).toBe("Accepted invite");
  expect(activityActionLabel("PURGE")).toBe("Deleted forever");
  const labels = ACTIVITY_ACTIONS.map(activityActionLabel);
  expect(new Set(labels).size).toBe(ACTIVITY_ACTIONS.length);
  for (const [index, action] of ACTIVITY_ACTIONS.entries()) expect(labels[index]).not.toBe(action);
  expect(activityActionLabel("EXPORT")).toBe("EXPORT");
});

test("a role change says which role it became, and from which when the row knows", () => {
  expect(activityRoleChangeText({ role: null, previousRole: null })).toBeNull();
  expect(activityRoleChangeText({ role: "EDITOR", previousRole: "VIEWER" })).toBe(
    "Viewer → Editor",
  );
  expect(activityRoleChangeText({ role: "ADMIN", previousRole: null })).toBe("Admin");
});
