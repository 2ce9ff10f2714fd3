import { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useEffectEvent, useState } from "react";
import * as Y from "yjs";
import { localCopyName } from "../../../lib/local-copies";
import { notifyError } from "../../../lib/notify";
import { openCollabSocket } from "./collab-socket";
import {
  type CollabRefusal,
  type DocumentEvent,
  type DocumentState,
  INITIAL_DOCUMENT_STATE,
  reduceDocument,
} from "./document-state";
import { openLocalCopy } from "./local-copy";
import { sendOwnPresenceOnly } from "./own-presence-only";
import { type SaveStatus, trackSaveStatus } from "./save-status";
import { updateRefusalText } from "./update-refusal-text";

/** The workbench's live document as the screen sees it, from connecting to open. */
export type WorkbenchDocument =
  | { phase: "connecting" }
  | { phase: "refused"; reason: CollabRefusal | string }
  | {
      phase: "open";
      doc: Y.Doc;
      /**
       * The server's word (docs/api.md): Viewers and archived teams only read. Live: the
       * server's `access` notice changes it while the file is open.
       */
      readOnly: boolean;
      saveStatus: SaveStatus;
      /** The designers on this workbench: their cursors and the strokes they are drawing. */
      awareness: HocuspocusProvider["awareness"];
    };

/**
 * Opens the workbench's Yjs document through the collaboration server (Hocuspocus on /collab,
 * authenticated by the session cookie) and this device's local copy of it (IndexedDB, so that
 * changes made offline survive), and follows the server's word: whether it may be edited,
 * whether every change is stored ("Saved" only once the database holds it), and whether the
 * workbench's own fields changed (`onWorkbenchChanged`) and when its AI requests
 * (`onGenerationsChanged`), comments (`onCommentsChanged`) or versions (`onVersionsChanged`)
 * changed.
 */
export function useWorkbenchDocument(
  workbenchId: string,
  {
    userId,
    onWorkbenchChanged,
    onGenerationsChanged,
    onCommentsChanged,
    onVersionsChanged,
  }: {
    userId: string;
    onWorkbenchChanged: () => void;
    onGenerationsChanged: () => void;
    onCommentsChanged: () => void;
    onVersionsChanged: () => void;
  },
): WorkbenchDocument {
  const [state, setState] = useState<WorkbenchDocument>({ phase: "connecting" });
  /** Counts reopenings: a new document from the server after changes were refused. */
  const [opening, setOpening] = useState(0);
  const handleWorkbenchChanged = useEffectEvent(onWorkbenchChanged);
  const handleGenerationsChanged = useEffectEvent(onGenerationsChanged);
  const handleCommentsChanged = useEffectEvent(onCommentsChanged);
  const handleVersionsChanged = useEffectEvent(onVersionsChanged);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `opening` is the reopen signal: each value opens a fresh document.
  useEffect(() => {
    const doc = new Y.Doc();
    const socket = openCollabSocket();
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: workbenchId,
      document: doc,
      // No token: the session cookie went with the socket's upgrade request.
      token: null,
    });
    provider.attach();
    sendOwnPresenceOnly(provider);
    // Before the local copy loads, so that the changes it restores count as not yet saved.
    const { tracker, stop: stopTracking } = trackSaveStatus(provider);
    const localCopy = openLocalCopy(localCopyName(userId, workbenchId), doc);
    let documentState: DocumentState = INITIAL_DOCUMENT_STATE;
    let ended = false;

    const show = () => {
      const current = documentState;
      if (current.phase === "open") {
        setState({
          phase: "open",
          doc,
          readOnly: current.readOnly,
          saveStatus: tracker.status,
          awareness: provider.awareness,
        });
      } else if (current.phase === "refused") {
        setState({ phase: "refused", reason: current.reason });
      }
    };
    const stopShowing = tracker.subscribe(show);
    // The socket retries with a growing delay (up to 5 s); the network's return is worth a try now.
    const handleOnline = () => void socket.connect();
    window.addEventListener("online", handleOnline);

    const end = async (forgetLocalCopy: boolean) => {
      if (ended) return;
      ended = true;
      window.removeEventListener("online", handleOnline);
      stopShowing();
      stopTracking();
      provider.destroy();
      socket.destroy();
      if (forgetLocalCopy) await localCopy.forget();
      else localCopy.close();
    };
    const reopen = () => {
      setState({ phase: "connecting" });
      void end(true).then(() => setOpening((count) => count + 1));
    };
    const dispatch = (event: DocumentEvent) => {
      if (ended) return;
      const { state: next, effects } = reduceDocument(documentState, event);
      documentState = next;
      for (const effect of effects) {
        if (effect.type === "reload-workbench") handleWorkbenchChanged();
        else if (effect.type === "reload-generations") handleGenerationsChanged();
        else if (effect.type === "reload-comments") handleCommentsChanged();
        else if (effect.type === "reload-versions") handleVersionsChanged();
        else if (effect.type === "end") void end(effect.forgetLocalCopy);
        else if (effect.type === "update-refused") {
          // The refused change is in this document and its local copy: both go.
          notifyError(updateRefusalText(effect.close));
          reopen();
          return;
        } else if (tracker.hasUnsavedChanges) {
          // The refused changes go with the local copy: they could never be saved.
          reopen();
          return;
        }
      }
      if (next.phase !== "refused") tracker.handleReadOnly(next.readOnly);
      show();
    };

    provider.on("authenticated", ({ scope }: { scope: string }) =>
      dispatch({ type: "authenticated", readOnly: scope === "readonly" }),
    );
    provider.on("synced", () => dispatch({ type: "synced" }));
    provider.on("stateless", ({ payload }: { payload: string }) =>
      dispatch({ type: "stateless", payload }),
    );
    provider.on("authenticationFailed", ({ reason }: { reason: string }) =>
      dispatch({ type: "refused", reason }),
    );
    provider.on("close", ({ event }: { event: { reason?: string } }) =>
      dispatch({ type: "closed", reason: event.reason ?? "" }),
    );
    void localCopy.loaded.then(() => {
      if (ended) return;
      tracker.handleRestored();
      dispatch({ type: "restored" });
    });

    return () => {
      void end(false);
      doc.destroy();
      setState({ phase: "connecting" });
    };
  }, [workbenchId, userId, opening]);

  return state;
}
