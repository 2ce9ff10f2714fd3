import { describe, expect, it } from "vitest";
import { areaOf } from "./areas";

describe("areaOf", () => {
  it.each([
    ["/auth", "auth"],
    ["/auth/forgotpassword", "auth"],
    ["/", "dashboard"],
    ["/files/org-1/recent", "dashboard"],
    ["/settings/profile", "dashboard"],
    ["/upgrade/select", "dashboard"],
    ["/organization/create/name", "dashboard"],
    ["/onboarding/profile", "dashboard"],
    ["/workbench/wb-1", "workbench"],
    ["/admin/users", "admin"],
    // Unknown paths redirect to sign-in; a longer word is not its prefix's area.
    ["/nowhere", "auth"],
    ["/filesystem", "auth"],
  ])("puts %s in the %s area", (path, area) => {
    expect(areaOf(path)).toBe(area);
  });
});
