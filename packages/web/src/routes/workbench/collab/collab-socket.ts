import { COLLAB_PATH } from "@contour/core";
import { HocuspocusProviderWebsocket } from "@hocuspocus/provider";

function collabUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${COLLAB_PATH}`;
}

/**
 * The socket to the collaboration server (/collab) of this origin. After a dropped connection or a
 * server restart it is back within seconds rather than the default's 30 s at worst; the jitter
 * spreads a studio's reconnections.
 */
export function openCollabSocket(): HocuspocusProviderWebsocket {
  return new HocuspocusProviderWebsocket({
    url: collabUrl(),
    delay: 500,
    factor: 1.5,
    minDelay: 250,
    maxDelay: 5000,
    jitter: true,
  });
}
