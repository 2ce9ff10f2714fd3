import { SHARE_LINK_PATH } from "@contour/core";

const STORAGE_KEY = "contour:share-link-tokens";

/**
 * The tokens of the links this browser made, by link id: the server keeps only their hashes,
 * so Copy works later only for these (docs/decisions.md, "Issue 19: share links").
 */
function readAll(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberLinkToken(linkId: string, token: string): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [linkId]: token }));
}

export function forgetLinkToken(linkId: string): void {
  const { [linkId]: _gone, ...rest } = readAll();
  localStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
}

/** The link's address, when this browser made it. */
export function savedLinkUrl(linkId: string): string | null {
  const token = readAll()[linkId];
  return token ? shareLinkUrl(token) : null;
}

export function shareLinkUrl(token: string): string {
  return `${window.location.origin}${SHARE_LINK_PATH}${token}`;
}

/** The end of the chosen day (`yyyy-mm-dd`) in the designer's time zone: a link works all day. */
export function expiryOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date, 23, 59, 59);
}
