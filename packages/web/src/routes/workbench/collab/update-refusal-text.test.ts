import { describe, expect, it } from "vitest";
import { updateRefusalText } from "./update-refusal-text";

describe("updateRefusalText", () => {
  it("names the limit the change passed", () => {
    expect(updateRefusalText({ reason: "document-full", limitBytes: 32 * 1024 * 1024 })).toBe(
      "This workbench is full: it has reached the 32 MB limit. Your last change was undone. Continue in a new file.",
    );
    expect(updateRefusalText({ reason: "update-too-large", limitBytes: 8 * 1024 * 1024 })).toBe(
      "Your last change was too large to save (over 8 MB) and was undone. The file was reopened.",
    );
  });

  it("says the change was undone when it did not fit the document", () => {
    expect(updateRefusalText({ reason: "update-invalid", limitBytes: null })).toBe(
      "Your last change could not be saved and was undone. The file was reopened.",
    );
  });
});
