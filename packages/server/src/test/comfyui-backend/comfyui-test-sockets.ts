import type { WebSocket } from "ws";

/** ComfyUI's binary event header: event type 1 (preview image), image format 1 (JPEG). */
const PREVIEW_JPEG = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1]);

/** The test backend's `/ws` clients by client id: messages about a prompt go to its client. */
export class ComfyUiTestSockets {
  private readonly byClient = new Map<string, Set<WebSocket>>();

  add(clientId: string, socket: WebSocket, queueRemaining: number): void {
    const sockets = this.byClient.get(clientId) ?? new Set();
    sockets.add(socket);
    this.byClient.set(clientId, sockets);
    socket.on("close", () => sockets.delete(socket));
    const status = { status: { exec_info: { queue_remaining: queueRemaining } }, sid: clientId };
    socket.send(JSON.stringify({ type: "status", data: status }));
  }

  send(clientId: string, type: string, data: Record<string, unknown>): void {
    const text = JSON.stringify({ type, data });
    for (const socket of this.byClient.get(clientId) ?? []) socket.send(text);
  }

  sendPreview(clientId: string, jpeg: Buffer): void {
    const frame = Buffer.concat([PREVIEW_JPEG, jpeg]);
    for (const socket of this.byClient.get(clientId) ?? []) socket.send(frame, { binary: true });
  }
}
