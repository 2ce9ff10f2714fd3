import { describe, expect, test } from "vitest";
import { isPasswordAccepted, isStrongPassword, passwordRules } from "./password.js";

const unmet = (password: string, confirmation: string) =>
  passwordRules(password, confirmation)
    .filter((rule) => !rule.met)
    .map((rule) => rule.id);

describe("password rules (spec files-and-auth §5)", () => {
  test("a password with all four kinds, confirmed, meets every rule", () => {
    expect(unmet("Sketch1234", "Sketch1234")).toEqual([]);
    expect(isPasswordAccepted("Sketch1234", "Sketch1234")).toBe(true);
  });

  test.each([
    ["SKETCH1234", "lowercase"],
    ["sketch1234", "uppercase"],
    ["Sketchbook", "number"],
    ["Sk3tch", "length"],
  ])("%s misses %s", (password, rule) => {
    expect(unmet(password, password)).toEqual([rule]);
    expect(isStrongPassword(password)).toBe(false);
  });

  test("exactly 8 characters is long enough", () => {
    expect(unmet("Abcdef12", "Abcdef12")).toEqual([]);
  });

  test("a different confirmation fails only the match rule", () => {
    expect(unmet("Sketch1234", "Sketch12345")).toEqual(["match"]);
    expect(isPasswordAccepted("Sketch1234", "Sketch12345")).toBe(false);
    expect(isStrongPassword("Sketch1234")).toBe(true);
  });

  test("an empty password matches nothing, not even an empty confirmation", () => {
    expect(unmet("", "")).toEqual(["lowercase", "uppercase", "number", "length", "match"]);
  });

  test("an absurdly long password is refused", () => {
    const long = `Aa1${"x".repeat(300)}`;
    expect(isStrongPassword(long)).toBe(false);
  });

  test("the checklist keeps the screens' order and labels", () => {
    expect(passwordRules("", "").map((rule) => rule.label)).toEqual([
      "One lowercase letter",
      "One uppercase letter",
      "One number",
      "At least 8 characters",
      "Passwords match",
    ]);
  });
});
