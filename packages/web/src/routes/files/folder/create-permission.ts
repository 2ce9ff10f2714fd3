import { FILES_TEXT } from "../texts";

export interface CreatePermission {
  canCreate: boolean;
  fileTooltip: string | null;
  folderTooltip: string | null;
}

/** Why "New file" and "New folder" are disabled, in the words of spec §6 (viewers first). */
export function createPermission(isEditable: boolean, isViewer: boolean): CreatePermission {
  if (isViewer) {
    return {
      canCreate: false,
      fileTooltip: FILES_TEXT.viewerNoNewFile,
      folderTooltip: FILES_TEXT.viewerNoNewFolder,
    };
  }
  if (!isEditable) {
    return {
      canCreate: false,
      fileTooltip: FILES_TEXT.noPermissionNewFile,
      folderTooltip: FILES_TEXT.noPermissionNewFolder,
    };
  }
  return { canCreate: true, fileTooltip: null, folderTooltip: null };
}
