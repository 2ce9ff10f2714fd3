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

/** A piece of a comment's text: plain, or one "@Name" it mentions. */
export interface TextPart {
  text: string;
  mention: boolean;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text cut around each "@Name" of the names mentioned, so that the page sets them apart: the
 * longest name first ("@Cole Colleague" before "@Cole"), and never the start of a longer word.
 */
export function splitMentions(text: string, names: readonly string[]): TextPart[] {
  const wanted = [...new Set(names.filter((name) => name !== ""))].sort(
    (a, b) => b.length - a.length,
  );
  if (wanted.length === 0) return [{ text, mention: false }];
  const pattern = new RegExp(
    `@(?:${wanted.map(escapeForRegExp).join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), mention: false });
    parts.push({ text: match[0], mention: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), mention: false });
  return parts;
}
