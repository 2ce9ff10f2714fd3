import type { ActivityAction } from "@contour/core";
import type { ActivityEntry } from "./activity-log.js";

/** What an activity row needs of a folder or a file. */
export interface LoggedItem {
  id: string;
  organization_id: string;
  name: string;
}

/**
 * The rows for an action on folders and files, one per item. metadata.new_name is the item's
 * name as the action leaves it (for a deletion, its last name), so that the log still names a
 * file after it is gone.
 */
export function itemActivities(
  actorId: string,
  action: ActivityAction,
  items: { folders?: readonly LoggedItem[]; workbenches?: readonly LoggedItem[] },
): ActivityEntry[] {
  const entry =
    (targetTable: "folder" | "workbench") =>
    (item: LoggedItem): ActivityEntry => ({
      organizationId: item.organization_id,
      actorId,
      action,
      targetTable,
      targetId: item.id,
      metadata: { new_name: item.name },
    });
  return [
    ...(items.folders ?? []).map(entry("folder")),
    ...(items.workbenches ?? []).map(entry("workbench")),
  ];
}
