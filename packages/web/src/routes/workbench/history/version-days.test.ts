import { describe, expect, test } from "vitest";
import { authorsText, dayTitle, groupByDay } from "./version-days";

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe("the history's days", () => {
  const now = at(2026, 12, 3, 18);

  test("today and yesterday by name, older days by date", () => {
    expect(dayTitle(at(2026, 12, 3, 0), now)).toBe("Today");
    expect(dayTitle(at(2026, 12, 2, 23), now)).toBe("Yesterday");
    expect(dayTitle(at(2026, 11, 30), now)).toBe("Monday, November 30, 2026");
  });

  test("versions, newest first, fall into runs of one day", () => {
    const versions = [at(2026, 12, 3, 17), at(2026, 12, 3, 9), at(2026, 12, 1, 20)].map(
      (date, index) => ({ id: String(index), createdAt: date.toISOString() }),
    );
    expect(
      groupByDay(versions, now).map(({ title, versions: inDay }) => [
        title,
        inDay.map(({ id }) => id),
      ]),
    ).toEqual([
      ["Today", ["0", "1"]],
      ["Tuesday, December 1, 2026", ["2"]],
    ]);
  });

  test("authors are named, the many counted", () => {
    expect(authorsText([])).toBe("No changes by anyone");
    expect(authorsText(["Ada"])).toBe("Ada");
    expect(authorsText(["Ada", "Ben", "Cy"])).toBe("Ada, Ben and Cy");
    expect(authorsText(["Ada", "Ben", "Cy", "Di"])).toBe("Ada, Ben and 2 others");
  });
});
