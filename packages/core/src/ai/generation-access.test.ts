import { describe, expect, it } from "vitest";
import { AI_MESSAGES } from "./ai-messages.js";
import { type AiWorkspace, aiRefusal, canManageGeneration } from "./generation-access.js";

const FREE: AiWorkspace = { plan: "FREE", featureFlags: {}, aiEnabled: true, requestsThisMonth: 0 };

describe("aiRefusal", () => {
  it("lets a workspace ask while AI is on and its month's quota lasts", () => {
    expect(aiRefusal(FREE)).toBeNull();
    expect(aiRefusal({ ...FREE, requestsThisMonth: 49 })).toBeNull();
    expect(aiRefusal({ ...FREE, plan: "ENTERPRISE", requestsThisMonth: 1_000_000 })).toBeNull();
  });

  it("refuses with staff's switch first, then the Admins', then the quota", () => {
    expect(aiRefusal({ ...FREE, featureFlags: { aiRendering: false }, aiEnabled: false })).toEqual({
      code: "FORBIDDEN",
      message: AI_MESSAGES.switchedOffByStaff,
    });
    expect(aiRefusal({ ...FREE, aiEnabled: false })).toEqual({
      code: "FORBIDDEN",
      message: AI_MESSAGES.switchedOffByAdmin,
    });
    expect(aiRefusal({ ...FREE, requestsThisMonth: 50 })).toEqual({
      code: "PLAN_LIMITATION_ERROR",
      message:
        "This workspace has made its 50 AI requests for this month. The count starts again on the 1st.",
    });
    expect(aiRefusal({ ...FREE, plan: "PRO", requestsThisMonth: 2_000 })?.message).toContain(
      "2,000",
    );
  });
});

describe("canManageGeneration", () => {
  it("belongs to its requester while they may edit, and to Admins", () => {
    const as = (role: "ADMIN" | "EDITOR" | "VIEWER") => ({ role, isAdmin: false });
    expect(canManageGeneration(as("EDITOR"), { isOwn: true })).toBe(true);
    expect(canManageGeneration(as("EDITOR"), { isOwn: false })).toBe(false);
    expect(canManageGeneration(as("VIEWER"), { isOwn: true })).toBe(false);
    expect(canManageGeneration(as("ADMIN"), { isOwn: false })).toBe(true);
    expect(canManageGeneration({ role: "VIEWER", isAdmin: true }, { isOwn: false })).toBe(true);
  });
});
