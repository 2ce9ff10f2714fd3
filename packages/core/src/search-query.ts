/** The longest search text the server reads; longer text is refused, not cut. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Words of a search that count; more are refused. */
export const SEARCH_MAX_TERMS = 8;
/** Results a search page holds at most, and by default. */
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_DEFAULT_PAGE_SIZE = 20;

export const SEARCH_QUERY_TOO_LONG = `A search can be at most ${SEARCH_QUERY_MAX_LENGTH} characters long.`;
export const SEARCH_TOO_MANY_WORDS = `A search can have at most ${SEARCH_MAX_TERMS} words.`;

/**
 * A search as the database reads it: `text` is the whole query lower-cased with its spaces
 * collapsed (for exact and prefix matches on names), `terms` its words, letters and digits only
 * (each matched as the start of a word). Empty text means "nothing to search".
 */
export interface SearchQuery {
  text: string;
  terms: string[];
}

export type ParsedSearchQuery = { ok: true; query: SearchQuery } | { ok: false; message: string };

/** Splits a typed search into what the server matches; refuses what would cost too much. */
export function parseSearchQuery(raw: string): ParsedSearchQuery {
  const text = raw.normalize("NFKC").trim().replace(/\s+/gu, " ").toLowerCase();
  if (text.length > SEARCH_QUERY_MAX_LENGTH) return { ok: false, message: SEARCH_QUERY_TOO_LONG };
  const terms = searchWords(text);
  if (terms.length > SEARCH_MAX_TERMS) return { ok: false, message: SEARCH_TOO_MANY_WORDS };
  return { ok: true, query: { text, terms } };
}

/** The words of a text as search reads them: runs of letters and digits, lower-cased, each once. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length > 0))];
}
