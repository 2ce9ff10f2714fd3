import type { Page, WebSocketRoute } from "@playwright/test";

/**
 * A page's live-document socket (/collab), relayed through Playwright so that a test can lose
 * the network under it: Chromium's offline mode alone does not cut a WebSocket that is already
 * open (its messages just stop, and the provider notices only after 30 s of silence).
 */
export class CollabConnection {
  private online = true;
  private readonly sockets = new Set<WebSocketRoute>();

  private constructor(readonly page: Page) {}

  /** Relays the page's /collab sockets from now on; call before opening the workbench. */
  static async relay(page: Page): Promise<CollabConnection> {
    const connection = new CollabConnection(page);
    await page.routeWebSocket(/\/collab$/, async (socket) => {
      if (!connection.online) {
        // As with no network: the attempt fails before it opens.
        await socket.close();
        return;
      }
      socket.connectToServer();
      connection.sockets.add(socket);
    });
    return connection;
  }

  /** The network goes: open sockets drop, and new ones fail until `goOnline`. */
  async goOffline(): Promise<void> {
    this.online = false;
    await this.page.context().setOffline(true);
    const open = [...this.sockets];
    this.sockets.clear();
    await Promise.all(open.map((socket) => socket.close()));
  }

  /** The network is back: the browser says so ("online"), and sockets connect again. */
  async goOnline(): Promise<void> {
    this.online = true;
    await this.page.context().setOffline(false);
  }
}

/** The names of the workbench copies this browser keeps (IndexedDB databases "contour:…"). */
export function localCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map(({ name }) => name ?? "")
      .filter((name) => name.startsWith("contour:")),
  );
}
