import { describe, expect, it } from "vitest";
import { queueText } from "./generation-texts";

describe("queueText", () => {
  it("names a waiting request's place in line", () => {
    expect(queueText(1)).toBe("Next in line");
    expect(queueText(null)).toBe("Next in line");
    expect(queueText(2)).toBe("2nd in line");
    expect(queueText(3)).toBe("3rd in line");
    expect(queueText(4)).toBe("4th in line");
    expect(queueText(11)).toBe("11th in line");
    expect(queueText(22)).toBe("22nd in line");
  });
});
