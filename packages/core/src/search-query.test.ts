import { describe, expect, test } from "vitest";
import {
  parseSearchQuery,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_TOO_LONG,
  SEARCH_TOO_MANY_WORDS,
} from "./search-query.js";

describe("parseSearchQuery", () => {
  test("lower-cases, trims and collapses spaces for name matches", () => {
    expect(parseSearchQuery("  Wheel   Arch ")).toEqual({
      ok: true,
      query: { text: "wheel arch", terms: ["wheel", "arch"] },
    });
  });

  test("words are runs of letters and digits, whatever the script, each once", () => {
    expect(parseSearchQuery("Türgriff-v2 (copy) v2")).toEqual({
      ok: true,
      query: { text: "türgriff-v2 (copy) v2", terms: ["türgriff", "v2", "copy"] },
    });
  });

  test("punctuation alone still searches names, with no words", () => {
    expect(parseSearchQuery("%_'")).toEqual({ ok: true, query: { text: "%_'", terms: [] } });
  });

  test("an empty search has nothing to match", () => {
    expect(parseSearchQuery("   ")).toEqual({ ok: true, query: { text: "", terms: [] } });
  });

  test("compatibility forms read as their plain letters", () => {
    expect(parseSearchQuery("ＤＲＡＷ")).toMatchObject({ query: { text: "draw" } });
  });

  test("refuses text over the limit and too many words", () => {
    expect(parseSearchQuery("a".repeat(SEARCH_QUERY_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(parseSearchQuery("a".repeat(SEARCH_QUERY_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: SEARCH_QUERY_TOO_LONG,
    });
    expect(parseSearchQuery("a b c d e f g h i")).toEqual({
      ok: false,
      message: SEARCH_TOO_MANY_WORDS,
    });
  });
});
