import { expect, test } from "vitest";
import { pageCount, pageOffset } from "./log-pages";

test("page 1 starts at 0, page 3 at 20, 10 rows a page", () => {
  expect(pageOffset(1)).toBe(0);
  expect(pageOffset(3)).toBe(20);
});

test("10 rows fill one page, 11 two; no rows is still one page", () => {
  expect(pageCount(10)).toBe(1);
  expect(pageCount(11)).toBe(2);
  expect(pageCount(0)).toBe(1);
});
