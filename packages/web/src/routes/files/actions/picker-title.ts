import type { SelectionItem } from "../selection/selection-item";

/**
 * The Move or Duplicate modal's title: spec §2.11 names one item "Move File" or "Move Folder";
 * several read in the plural, and a mixed selection says both.
 */
export function pickerTitle(
  kind: "move" | "duplicate",
  items: ReadonlyArray<Pick<SelectionItem, "type">>,
): string {
  const verb = kind === "move" ? "Move" : "Duplicate";
  const files = items.filter((item) => item.type === "workbench").length;
  const folders = items.length - files;
  if (files > 0 && folders > 0) return `${verb} Files and Folders`;
  if (folders > 0) return `${verb} ${folders > 1 ? "Folders" : "Folder"}`;
  return `${verb} ${files > 1 ? "Files" : "File"}`;
}
