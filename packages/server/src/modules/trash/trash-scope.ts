import type { ItemPlace, Membership } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { fail } from "../../graphql/errors.js";
import { membershipOf, placedFolders } from "../folders/place.js";
import { getMembership } from "../organizations/membership.js";
import { corePlaceOf } from "./trash-entries.js";
import type { TrashScope } from "./trash-page.js";

export const TEAM_NOT_FOUND = "This team does not exist or you cannot see it.";

/**
 * The viewer's membership and the place of a Trash, for core's rules: NOT_FOUND for a team they
 * cannot see (or of a workspace they are not in), and for a workspace they are not in.
 */
export async function requireTrashScope(
  db: Db,
  viewerId: string,
  scope: TrashScope,
): Promise<{ membership: Membership; place: ItemPlace }> {
  if ("teamId" in scope) {
    if (!isUuid(scope.teamId)) fail("NOT_FOUND", TEAM_NOT_FOUND);
    // A team's root folder is never in the Trash: it places the team for the viewer.
    const root = await placedFolders(db, viewerId)
      .where("folders.team_id", "=", scope.teamId)
      .where("folders.parent_id", "is", null)
      .executeTakeFirst();
    if (!root) fail("NOT_FOUND", TEAM_NOT_FOUND);
    return { membership: membershipOf(root), place: corePlaceOf(root, viewerId) };
  }
  const membership = await getMembership(db, viewerId, scope.draftsOf);
  return { membership, place: { kind: "drafts", isOwner: true } };
}
