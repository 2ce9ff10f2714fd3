import { DRAFTS_TITLE } from "@contour/core";

export interface TreeFolder {
  id: string;
  name: string;
  parentId: string | null;
  isEditable: boolean;
  rootFolderOfDraftOrganizationId: string | null;
}

export interface TreeRow {
  folder: TreeFolder;
  label: string;
  depth: number;
  /**
   * Not editable, one of the moved folders or inside one (spec: no move into itself), or the
   * folder the items already are in (a move there changes nothing).
   */
  disabled: boolean;
}

/** The workspace's folders flattened depth first for the picker, roots first, by name. */
export function treeRows(
  folders: ReadonlyArray<TreeFolder>,
  movingFolderIds: ReadonlySet<string>,
  currentFolderId: string | null = null,
): TreeRow[] {
  const children = new Map<string | null, TreeFolder[]>();
  const ids = new Set(folders.map((folder) => folder.id));
  for (const folder of folders) {
    const parent = folder.parentId && ids.has(folder.parentId) ? folder.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(folder);
    children.set(parent, list);
  }
  const rows: TreeRow[] = [];
  const visit = (parent: string | null, depth: number, insideMoved: boolean) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) =>
      labelOf(a).localeCompare(labelOf(b), undefined, { sensitivity: "base" }),
    );
    for (const folder of list) {
      const moved = insideMoved || movingFolderIds.has(folder.id);
      const disabled = moved || !folder.isEditable || folder.id === currentFolderId;
      rows.push({ folder, label: labelOf(folder), depth, disabled });
      visit(folder.id, depth + 1, moved);
    }
  };
  visit(null, 0, false);
  return rows;
}

function labelOf(folder: TreeFolder): string {
  return folder.rootFolderOfDraftOrganizationId ? DRAFTS_TITLE : folder.name;
}
