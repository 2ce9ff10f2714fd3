import { describe, expect, it } from "vitest";
import { mergeEmails, parseEmailList } from "./email-list";

describe("email list", () => {
  it("splits on commas, spaces and semicolons, normalises and de-duplicates", () => {
    expect(parseEmailList(" Ann@Studio.com, bob@studio.com;ann@studio.com  carl@x.io ")).toEqual({
      valid: ["ann@studio.com", "bob@studio.com", "carl@x.io"],
      invalid: [],
    });
  });

  it("keeps what is not an email apart", () => {
    expect(parseEmailList("ann@studio.com, nope")).toEqual({
      valid: ["ann@studio.com"],
      invalid: ["nope"],
    });
  });

  it("counts a valid address still being typed", () => {
    expect(mergeEmails(["a@b.co"], "c@d.co")).toEqual(["a@b.co", "c@d.co"]);
    expect(mergeEmails(["a@b.co"], "A@B.co")).toEqual(["a@b.co"]);
    expect(mergeEmails([], "c@d")).toEqual([]);
  });
});
