import { commentRefusal, type Membership } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { getMembership } from "../organizations/membership.js";
import { requireWorkbench } from "../workbenches/require-workbench.js";
import type { WorkbenchNode } from "../workbenches/workbench-queries.js";

/** A file as a commenter meets it: the file, their membership, and why they may not comment. */
export interface CommentSeat {
  workbench: WorkbenchNode;
  viewerId: string;
  membership: Membership;
  /** Null when the viewer may comment (core commentRefusal). */
  refusal: string | null;
}

/** Whether the workspace lets its Viewers comment. */
export async function viewersMayComment(db: Db, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("organizations")
    .select("viewers_may_comment")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  return row?.viewers_may_comment === true;
}

/** The file's comment seat for the viewer; NOT_FOUND when they cannot see the file. */
export async function commentSeat(
  db: Db,
  viewerId: string,
  workbenchId: string,
): Promise<CommentSeat> {
  const workbench = await requireWorkbench(db, viewerId, workbenchId);
  const [membership, allowViewers] = await Promise.all([
    getMembership(db, viewerId, workbench.organization_id),
    viewersMayComment(db, workbench.organization_id),
  ]);
  const refusal = commentRefusal({
    membership,
    access: workbench.access,
    archived: workbench.team?.archived === true,
    viewersMayComment: allowViewers,
  });
  return { workbench, viewerId, membership, refusal };
}
