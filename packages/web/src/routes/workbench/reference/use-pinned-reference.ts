import { useCallback, useState } from "react";
import {
  type PinnedReference,
  readPinnedReference,
  writePinnedReference,
} from "./pinned-reference";

/** The designer's pinned reference for the workbench, remembered in this browser. */
export function usePinnedReference(
  workbenchId: string,
  userId: string,
  storage: Storage = window.localStorage,
) {
  const [reference, setReference] = useState(() =>
    readPinnedReference(storage, workbenchId, userId),
  );
  const change = useCallback(
    (next: PinnedReference | null) => {
      setReference(next);
      writePinnedReference(storage, workbenchId, userId, next);
    },
    [storage, workbenchId, userId],
  );
  return { reference, change };
}
