import { STORAGE_KEYS } from "@contour/core";
import { useCallback, useState } from "react";
import { FILES_TEXT } from "../texts";

export type RecentSort = "UPDATED_AT" | "CREATED_AT";

export const RECENT_SORT_OPTIONS: ReadonlyArray<{ value: RecentSort; label: string }> = [
  { value: "UPDATED_AT", label: FILES_TEXT.sortLastEdited },
  { value: "CREATED_AT", label: FILES_TEXT.sortCreatedRecently },
];

function isRecentSort(value: string | null): value is RecentSort {
  return value === "UPDATED_AT" || value === "CREATED_AT";
}

function readSort(): RecentSort {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.recentSort);
    return isRecentSort(stored) ? stored : "UPDATED_AT";
  } catch {
    return "UPDATED_AT";
  }
}

/** The All files order, "Last edited" by default and remembered in local storage (spec §2.10). */
export function useRecentSort() {
  const [sort, setSortState] = useState<RecentSort>(readSort);
  const setSort = useCallback((value: string | null) => {
    if (!isRecentSort(value)) return;
    setSortState(value);
    try {
      window.localStorage.setItem(STORAGE_KEYS.recentSort, value);
    } catch {
      // Not remembering only means the default order next time.
    }
  }, []);
  return { sort, setSort };
}
