import { SHARE_LINK_SOCKET_PREFIX } from "@contour/core";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useState } from "react";
import * as Y from "yjs";
import { openCollabSocket } from "../collab/collab-socket";

/** A shared file's live document, as its link's visitor sees it. */
export type SharedDocument =
  | { phase: "connecting" }
  | { phase: "open"; doc: Y.Doc }
  /** The server ended or refused the link's socket: the link no longer works. */
  | { phase: "ended" };

/** Reasons the server gives when the link itself ends (docs/api.md, "Share links"). */
const ENDED = new Set(["link-ended", "not-found", "share-link-read-only"]);

/**
 * Opens the shared workbench's document read-only with the link's view credential: no local
 * copy (nothing is ever changed here) and no presence of the visitor (the provider's empty
 * state, which the team's presence ignores). Follows the team's changes live until the server
 * ends the link.
 */
export function useSharedDocument(workbenchId: string, viewToken: string): SharedDocument {
  const [state, setState] = useState<SharedDocument>({ phase: "connecting" });

  useEffect(() => {
    const doc = new Y.Doc();
    const socket = openCollabSocket();
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: workbenchId,
      document: doc,
      token: `${SHARE_LINK_SOCKET_PREFIX}${viewToken}`,
    });
    provider.attach();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      setState({ phase: "ended" });
      provider.destroy();
      socket.destroy();
    };
    provider.on("synced", () => {
      if (!ended) setState({ phase: "open", doc });
    });
    provider.on("authenticationFailed", () => end());
    provider.on("close", ({ event }: { event: { reason?: string } }) => {
      if (ENDED.has(event.reason ?? "")) end();
    });
    return () => {
      ended = true;
      provider.destroy();
      socket.destroy();
      doc.destroy();
      setState({ phase: "connecting" });
    };
  }, [workbenchId, viewToken]);

  return state;
}
