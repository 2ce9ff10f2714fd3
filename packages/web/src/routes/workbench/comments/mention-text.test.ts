import { describe, expect, test } from "vitest";
import { insertMention, mentionedIds, mentionQueryAt, splitMentions } from "./mention-text";

describe("mentions in a comment's text", () => {
  test("the word after an @ at the caret is the query", () => {
    expect(mentionQueryAt("Hi @co", 6)).toBe("co");
    expect(mentionQueryAt("@", 1)).toBe("");
    expect(mentionQueryAt("mail@example", 12)).toBeNull();
    expect(mentionQueryAt("Hi @cole and", 12)).toBeNull();
  });

  test("choosing a member replaces the query with their name", () => {
    expect(insertMention("Hi @co please", 6, "Cole Colleague")).toEqual({
      text: "Hi @Cole Colleague  please",
      caret: 19,
    });
  });

  test("only mentions still in the text are sent, once each", () => {
    const mentions = [
      { id: "1", name: "Cole" },
      { id: "2", name: "Ada" },
      { id: "1", name: "Cole" },
    ];
    expect(mentionedIds("@Cole look", mentions)).toEqual(["1"]);
  });

  test("a comment's text is cut around the names it mentions, the longest first", () => {
    expect(
      splitMentions("@Cole Colleague and @Ada: look", ["Ada", "Cole", "Cole Colleague"]),
    ).toEqual([
      { text: "@Cole Colleague", mention: true },
      { text: " and ", mention: false },
      { text: "@Ada", mention: true },
      { text: ": look", mention: false },
    ]);
    // Not the start of a longer word, nor a name nobody mentioned, nor a name's regex.
    expect(splitMentions("@Adam, @Eva and @a.b", ["Ada", "a+b"])).toEqual([
      { text: "@Adam, @Eva and @a.b", mention: false },
    ]);
    expect(splitMentions("Hi", [])).toEqual([{ text: "Hi", mention: false }]);
  });
});
