import { MAX_ITEM_NAME_LENGTH, MESSAGES } from "@contour/core";
import { fail } from "../../graphql/errors.js";

/** The name of a file or folder as the user typed it, trimmed; empty is refused (spec §5). */
export function parseItemName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") fail("BAD_USER_INPUT", MESSAGES.nameRequired);
  if (trimmed.length > MAX_ITEM_NAME_LENGTH) {
    fail("BAD_USER_INPUT", `A name has at most ${MAX_ITEM_NAME_LENGTH} characters.`);
  }
  return trimmed;
}
