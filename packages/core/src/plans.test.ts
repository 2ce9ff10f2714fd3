import { expect, test } from "vitest";
import { editorLimit, editorSeatsLeft, PLAN_FEATURES } from "./plans.js";

test("FREE has 2 editors; the paid plans are unlimited", () => {
  expect(editorLimit("FREE", null)).toBe(2);
  expect(editorLimit("PRO", null)).toBeNull();
  expect(editorLimit("ORGANIZATION", null)).toBeNull();
  expect(editorLimit("ENTERPRISE", null)).toBeNull();
});

test("a manual editor count overrides the plan, even a paid one", () => {
  expect(editorLimit("ENTERPRISE", 10)).toBe(10);
  expect(editorLimit("FREE", 5)).toBe(5);
  expect(editorLimit("FREE", 0)).toBe(0);
});

test("seats left is the limit minus the seats used, never below 0", () => {
  expect(editorSeatsLeft({ plan: "FREE", manualEditorCountLimit: null, editorSeatsUsed: 1 })).toBe(
    1,
  );
  expect(editorSeatsLeft({ plan: "FREE", manualEditorCountLimit: null, editorSeatsUsed: 2 })).toBe(
    0,
  );
  expect(editorSeatsLeft({ plan: "FREE", manualEditorCountLimit: null, editorSeatsUsed: 7 })).toBe(
    0,
  );
  expect(
    editorSeatsLeft({ plan: "PRO", manualEditorCountLimit: null, editorSeatsUsed: 99 }),
  ).toBeNull();
});

test("the plan table of spec workspace-admin §6", () => {
  expect(PLAN_FEATURES.FREE).toMatchObject({
    teamCreation: false,
    teamArchival: false,
    accessLogs: false,
    highDefinitionExport: false,
    multiParallelInference: 1,
  });
  expect(PLAN_FEATURES.PRO).toMatchObject({
    teamCreation: false,
    highDefinitionExport: true,
    multiParallelInference: 4,
  });
  expect(PLAN_FEATURES.ORGANIZATION).toMatchObject({
    teamCreation: true,
    teamArchival: true,
    activityLogs: true,
  });
  expect(PLAN_FEATURES.ENTERPRISE.accessLogs).toBe(true);
  expect([
    PLAN_FEATURES.FREE.price,
    PLAN_FEATURES.PRO.price,
    PLAN_FEATURES.ORGANIZATION.price,
  ]).toEqual([0, 49, 250]);
});
