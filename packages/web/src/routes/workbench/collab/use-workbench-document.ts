import { COLLAB_PATH, type COLLAB_REFUSALS } from "@contour/core";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useState } from "react";
import * as Y from "yjs";
import { getAuthToken } from "../../../lib/auth-store";
import { type SaveStatus, trackSaveStatus } from "./save-status";

export type CollabRefusal = (typeof COLLAB_REFUSALS)[keyof typeof COLLAB_REFUSALS];

/** The workbench's live document as the screen sees it, from connecting to open. */
export type WorkbenchDocument =
  | { phase: "connecting" }
  | { phase: "refused"; reason: CollabRefusal | string }
  | {
      phase: "open";
      doc: Y.Doc;
      /** The server's word (docs/api.md): Viewers and archived teams only read. */
      readOnly: boolean;
      saveStatus: SaveStatus;
      /** Presence (who is here, their cursors and strokes) travels on the provider's awareness. */
      awareness: HocuspocusProvider["awareness"];
    };

function collabUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${COLLAB_PATH}`;
}

/**
 * Opens the workbench's Yjs document through the collaboration server (Hocuspocus on /collab,
 * authenticated with the session token), and follows whether it may be edited and whether every
 * change made here is stored ("Saved" only once the database holds it).
 */
export function useWorkbenchDocument(workbenchId: string): WorkbenchDocument {
  const [state, setState] = useState<WorkbenchDocument>({ phase: "connecting" });

  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: workbenchId,
      document: doc,
      token: getAuthToken() ?? "",
    });
    const { tracker, stop } = trackSaveStatus(provider);
    let readOnly = false;
    let opened = false;
    const show = () => {
      if (opened) {
        setState({
          phase: "open",
          doc,
          readOnly,
          saveStatus: tracker.status,
          awareness: provider.awareness,
        });
      }
    };
    const stopStatus = tracker.subscribe(show);
    provider.on("authenticated", ({ scope }: { scope: string }) => {
      readOnly = scope === "readonly";
      show();
    });
    provider.on("synced", () => {
      opened = true;
      show();
    });
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => {
      setState({ phase: "refused", reason });
      provider.disconnect();
    });
    return () => {
      stopStatus();
      stop();
      provider.destroy();
      doc.destroy();
      setState({ phase: "connecting" });
    };
  }, [workbenchId]);

  return state;
}
