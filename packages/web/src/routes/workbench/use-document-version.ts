import { useCallback, useRef, useSyncExternalStore } from "react";
import type * as Y from "yjs";

/**
 * A number that changes whenever the document does (a local edit, a remote one, an undo), so a
 * panel re-reads what it shows with `useMemo(read, [version])`. React renders once per
 * animation frame at most however many updates arrive.
 */
export function useDocumentVersion(doc: Y.Doc): number {
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      let frame = 0;
      const handleUpdate = () => {
        version.current += 1;
        if (frame === 0) {
          frame = requestAnimationFrame(() => {
            frame = 0;
            onChange();
          });
        }
      };
      doc.on("update", handleUpdate);
      return () => {
        doc.off("update", handleUpdate);
        cancelAnimationFrame(frame);
      };
    },
    [doc],
  );
  return useSyncExternalStore(subscribe, () => version.current);
}
