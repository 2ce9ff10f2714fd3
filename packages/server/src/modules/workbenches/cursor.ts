import { fail } from "../../graphql/errors.js";

export type WorkbenchOrder = "UPDATED_AT" | "CREATED_AT";

/** Where a page ended: the last row's sort date and id (the id breaks ties between equal dates). */
export interface Cursor {
  at: Date;
  id: string;
}

const ORDER_TAGS: Record<WorkbenchOrder, string> = { UPDATED_AT: "u", CREATED_AT: "c" };
const CURSOR_PATTERN = /^([uc])\|(\d{1,15})\|([0-9a-f-]{36})$/;

export const INVALID_CURSOR = "This cursor is not valid for this list. Load the list again.";

/**
 * Opaque to clients: base64url of the order, the date in milliseconds and the id. The order is
 * in it so that a cursor of one sort cannot be replayed against the other.
 */
export function encodeCursor(order: WorkbenchOrder, cursor: Cursor): string {
  return Buffer.from(`${ORDER_TAGS[order]}|${cursor.at.getTime()}|${cursor.id}`).toString(
    "base64url",
  );
}

export function decodeCursor(order: WorkbenchOrder, encoded: string): Cursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(encoded, "base64url").toString("utf8"));
  if (!match || match[1] !== ORDER_TAGS[order]) fail("BAD_USER_INPUT", INVALID_CURSOR);
  return { at: new Date(Number(match[2])), id: match[3] ?? "" };
}
