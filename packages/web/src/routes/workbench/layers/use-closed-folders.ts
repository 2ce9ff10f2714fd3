import { useCallback, useState } from "react";

/**
 * Which layer folders this person closed in the layers panel, kept in this browser only (as
 * Photoshop keeps them per user, not in the file): one person's tidy panel does not fold
 * another's. Folder ids are unique across workbenches, so one list serves them all; it keeps
 * the last 500 so that it never grows without bound.
 */
const KEY = "contour.layers.closedFolders";
const MAX_KEPT = 500;

function load(): Set<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((id) => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

export function useClosedFolders(): [ReadonlySet<string>, (folderId: string) => void] {
  const [closed, setClosed] = useState(load);
  const toggle = useCallback((folderId: string) => {
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(folderId)) next.delete(folderId);
      else next.add(folderId);
      try {
        localStorage.setItem(KEY, JSON.stringify([...next].slice(-MAX_KEPT)));
      } catch {
        // A full or forbidden storage: the panel still folds, for this visit only.
      }
      return next;
    });
  }, []);
  return [closed, toggle];
}
