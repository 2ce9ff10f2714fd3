import { useCallback } from "react";
import { useNavigate } from "react-router";
import { filesPath } from "../paths";

/** Opens a file or folder here, or in a new tab on Ctrl/Cmd (spec §4.2). */
export function useOpenItem() {
  const navigate = useNavigate();
  const open = useCallback(
    (path: string, newTab: boolean) => {
      if (newTab) window.open(path, "_blank", "noopener");
      else navigate(path);
    },
    [navigate],
  );
  return {
    openWorkbench: useCallback(
      (id: string, newTab: boolean) => open(filesPath.workbench(id), newTab),
      [open],
    ),
    openFolder: useCallback(
      (id: string, newTab: boolean) => open(filesPath.folder(id), newTab),
      [open],
    ),
  };
}
