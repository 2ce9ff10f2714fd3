import { SHARE_LINK_PATH } from "@contour/core";

/** The address a share link's token opens. */
export function shareLinkUrl(token: string): string {
  return `${window.location.origin}${SHARE_LINK_PATH}${token}`;
}

/** The end of the chosen day (`yyyy-mm-dd`) in the designer's time zone: a link works all day. */
export function expiryOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date, 23, 59, 59);
}
