/** A member a comment mentions, as the composer knows them. */
export interface Mention {
  id: string;
  name: string;
}

/** The word being typed after an "@" at the caret, or null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): string | null {
  const match = /(?:^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  return match ? (match[1] ?? "") : null;
}

/** The text with the "@query" at the caret replaced by "@Name ", and where the caret goes. */
export function insertMention(
  text: string,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  const inserted = `@${name} `;
  return {
    text: `${before.slice(0, at)}${inserted}${text.slice(caret)}`,
    caret: at + inserted.length,
  };
}

/** The ids of the mentions whose "@Name" is still in the text, each once. */
export function mentionedIds(text: string, mentions: readonly Mention[]): string[] {
  return [
    ...new Set(
      mentions.filter((mention) => text.includes(`@${mention.name}`)).map((mention) => mention.id),
    ),
  ];
}
