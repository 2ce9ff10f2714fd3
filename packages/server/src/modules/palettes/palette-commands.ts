import { isColor } from "@contour/canvas";
import { MESSAGES, PALETTE_MAX_COLORS } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { lockOrganization } from "../members/lock-organization.js";

/** A colour as the palette stores it, `#rrggbb` in lower case; BAD_USER_INPUT otherwise. */
export function parsePaletteColor(text: string): string {
  if (!isColor(text)) fail("BAD_USER_INPUT", MESSAGES.paletteColorInvalid);
  return text.toLowerCase();
}

/**
 * Adds a colour at the end of the workspace's palette; a colour already there stays where it is.
 * The workspace's row is held while counting, so that two members adding at once cannot pass
 * PALETTE_MAX_COLORS together. The caller has checked the right to change the palette.
 */
export async function addPaletteColor(
  db: Db,
  userId: string,
  organizationId: string,
  color: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const colors = await trx
      .selectFrom("palette_colors")
      .select("color")
      .where("organization_id", "=", organizationId)
      .execute();
    if (colors.some((row) => row.color === color)) return;
    if (colors.length >= PALETTE_MAX_COLORS) fail("CONFLICT", MESSAGES.paletteFull);
    await trx
      .insertInto("palette_colors")
      .values({ organization_id: organizationId, color, added_by: userId })
      .execute();
  });
}

/** Takes a colour out of the workspace's palette; one that is not there is already out. */
export async function removePaletteColor(
  db: Db,
  organizationId: string,
  color: string,
): Promise<void> {
  await db
    .deleteFrom("palette_colors")
    .where("organization_id", "=", organizationId)
    .where("color", "=", color)
    .execute();
}
