import { isValidEmail, normalizeEmail } from "@contour/core";

const SEPARATORS = /[\s,;]+/;

/** Splits pasted or typed text into normalised, de-duplicated emails and the entries that are not emails. */
export function parseEmailList(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(SEPARATORS)) {
    if (!entry) continue;
    if (!isValidEmail(entry)) {
      invalid.push(entry);
      continue;
    }
    const email = normalizeEmail(entry);
    if (!valid.includes(email)) valid.push(email);
  }
  return { valid, invalid };
}

/** Emails already accepted plus a valid one still being typed, in order, without duplicates. */
export function mergeEmails(accepted: readonly string[], typing: string): string[] {
  const pending = parseEmailList(typing).valid;
  return [...accepted, ...pending.filter((email) => !accepted.includes(email))];
}
