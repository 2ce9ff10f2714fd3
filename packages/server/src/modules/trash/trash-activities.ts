import type { ActivityAction } from "@contour/core";
import type { ActivityEntry } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";
import type { TrashEntry } from "./trash-entries.js";

/**
 * The activity rows of a Trash action (restore, delete forever, empty), one per entry named, as
 * moving to the Trash writes them (DELETE): what went with a folder is not listed one by one.
 */
export function trashActivities(
  actorId: string,
  action: Extract<ActivityAction, "RESTORE" | "PURGE">,
  entries: readonly TrashEntry[],
): ActivityEntry[] {
  return itemActivities(actorId, action, {
    folders: entries.filter((entry) => entry.kind === "FOLDER"),
    workbenches: entries.filter((entry) => entry.kind === "WORKBENCH"),
  });
}
