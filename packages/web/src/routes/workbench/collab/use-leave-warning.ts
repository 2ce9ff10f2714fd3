import { useEffect } from "react";
import type { SaveStatus } from "./save-status";

/**
 * While changes made here are not stored yet ("Saving…" or "Offline"), leaving or reloading the
 * page asks first: the browser shows its own "Leave site?" dialog.
 */
export function useLeaveWarning(status: SaveStatus): void {
  useEffect(() => {
    if (status === "saved") return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [status]);
}
