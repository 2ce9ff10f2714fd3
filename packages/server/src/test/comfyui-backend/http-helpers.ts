import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Test backends read whole bodies, up to a cap a test never needs to pass. */
const MAX_BODY = 64 * 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).length;
    if (total > MAX_BODY) throw new Error("Body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request);
  return body.length === 0 ? {} : JSON.parse(body.toString("utf8"));
}

/** A multipart body parsed by the platform's own Request. */
export async function readForm(request: IncomingMessage): Promise<FormData> {
  const body = await readBody(request);
  const headers = { "content-type": request.headers["content-type"] ?? "" };
  return new Request("http://test.invalid/", {
    method: "POST",
    headers,
    body: new Uint8Array(body),
  }).formData();
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json" });
  response.end(text);
}

export function sendBytes(response: ServerResponse, type: string, bytes: Uint8Array): void {
  response.writeHead(200, { "content-type": type, "content-length": bytes.length });
  response.end(bytes);
}

/** Streams zeros until the client goes away: a backend that would send gigabytes. */
export function sendEndless(response: ServerResponse): void {
  response.writeHead(200, { "content-type": "image/png" });
  const chunk = Buffer.alloc(64 * 1024);
  const pump = () => {
    while (!response.destroyed && response.write(chunk)) {}
  };
  response.on("drain", pump);
  pump();
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Listens on the port (0: any free one) and returns the server's URL. */
export async function listen(server: Server, port = 0, host = "127.0.0.1"): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound, address } = server.address() as AddressInfo;
  return `http://${address}:${bound}`;
}

/** Closes the server now, cutting open requests (a hanging render among them). */
export async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
