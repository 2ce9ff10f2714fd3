import { useCallback, useState } from "react";

/**
 * The cursors of the pages loaded so far, the first being null: infinite scroll renders one
 * query per page, so each page stays cached on its own and earlier ones never refetch.
 */
export function usePageCursors() {
  const [cursors, setCursors] = useState<ReadonlyArray<string | null>>([null]);
  const loadMore = useCallback((cursor: string) => {
    setCursors((current) => (current.includes(cursor) ? current : [...current, cursor]));
  }, []);
  return { cursors, loadMore };
}
