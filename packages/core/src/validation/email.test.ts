import { expect, test } from "vitest";
import { isValidEmail, normalizeEmail } from "./email.js";

test.each(["ada@studio.com", "a.b+c@d.co", "  ada@studio.com  ", "ADA@Studio.COM"])(
  "%s is an email",
  (email) => {
    expect(isValidEmail(email)).toBe(true);
  },
);

test.each(["", "ada", "ada@", "@studio.com", "ada@studio", "ada @studio.com", "a@b@c.com"])(
  "%j is not an email",
  (email) => {
    expect(isValidEmail(email)).toBe(false);
  },
);

test("an address over 254 characters is refused", () => {
  expect(isValidEmail(`${"a".repeat(250)}@b.co`)).toBe(false);
});

test("emails compare trimmed and lower-cased", () => {
  expect(normalizeEmail("  Ada@Studio.COM ")).toBe("ada@studio.com");
});
