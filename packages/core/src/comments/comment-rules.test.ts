import { describe, expect, test } from "vitest";
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  type CommentGate,
  canChangeComment,
  canComment,
  commentExcerpt,
  commentRefusal,
  MENTIONS_PER_COMMENT,
  matchesCommentFilter,
  parseCommentBody,
  parseMentionIds,
} from "./comment-rules.js";

const seen = { canView: true, canEdit: false };
const gate = (fields: Partial<CommentGate>): CommentGate => ({
  membership: { role: "EDITOR", isAdmin: false },
  access: { canView: true, canEdit: true },
  archived: false,
  viewersMayComment: false,
  ...fields,
});

describe("who may comment", () => {
  test("editors and admins who see the file", () => {
    expect(canComment(gate({}))).toBe(true);
    expect(canComment(gate({ membership: { role: "ADMIN", isAdmin: false } }))).toBe(true);
    expect(canComment(gate({ access: seen }))).toBe(true);
  });

  test("viewers only while the workspace allows it", () => {
    const viewer = { role: "VIEWER", isAdmin: false } as const;
    expect(commentRefusal(gate({ membership: viewer, access: seen }))).toBe(
      COMMENT_MESSAGES.viewersMayNotComment,
    );
    expect(canComment(gate({ membership: viewer, access: seen, viewersMayComment: true }))).toBe(
      true,
    );
  });

  test("nobody on a file they cannot see or of an archived team", () => {
    expect(commentRefusal(gate({ access: { canView: false, canEdit: false } }))).toBe(
      COMMENT_MESSAGES.cannotComment,
    );
    expect(canComment(gate({ archived: true, viewersMayComment: true }))).toBe(false);
  });

  test("only the author changes a comment", () => {
    expect(canChangeComment("a", "a")).toBe(true);
    expect(canChangeComment("a", "b")).toBe(false);
    expect(canChangeComment("a", null)).toBe(false);
  });
});

describe("a comment's text and mentions", () => {
  test("is trimmed, not empty, not too long", () => {
    expect(parseCommentBody("  hi  ")).toEqual({ ok: true, body: "hi" });
    expect(parseCommentBody("   ")).toEqual({ ok: false, message: COMMENT_MESSAGES.empty });
    expect(parseCommentBody("x".repeat(COMMENT_MAX_LENGTH)).ok).toBe(true);
    expect(parseCommentBody("x".repeat(COMMENT_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: COMMENT_MESSAGES.tooLong,
    });
  });

  test("mentions are counted once each, up to the limit", () => {
    expect(parseMentionIds(["a", "b", "a"])).toEqual({ ok: true, ids: ["a", "b"] });
    const many = Array.from({ length: MENTIONS_PER_COMMENT + 1 }, (_, index) => `u${index}`);
    expect(parseMentionIds(many)).toEqual({ ok: false, message: COMMENT_MESSAGES.tooManyMentions });
  });

  test("an excerpt is one line, cut with an ellipsis", () => {
    expect(commentExcerpt("a\n  b")).toBe("a b");
    expect(commentExcerpt("abcdef", 4)).toBe("abc…");
  });
});

test("the panel's filters", () => {
  const open = { resolved: false, involvesViewer: true };
  const resolved = { resolved: true, involvesViewer: false };
  expect(matchesCommentFilter(open, "OPEN")).toBe(true);
  expect(matchesCommentFilter(resolved, "OPEN")).toBe(false);
  expect(matchesCommentFilter(resolved, "RESOLVED")).toBe(true);
  expect(matchesCommentFilter(open, "MINE")).toBe(true);
  expect(matchesCommentFilter(resolved, "MINE")).toBe(false);
});
