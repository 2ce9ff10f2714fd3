import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, test } from "vitest";
import { useTestServer } from "../test/server.js";
import { IMMUTABLE_CACHE } from "./web-app.js";

// A stand-in for the built web app as Vite writes it: index.html, and hashed assets each with a
// .br and a .gz beside it (packages/web/vite-precompress.ts).
const INDEX = `<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script>${" ".repeat(2000)}`;
const SCRIPT = `export const app = "${"contour ".repeat(500)}";`;
const webDist = mkdtempSync(path.join(tmpdir(), "contour-test-web-"));
mkdirSync(path.join(webDist, "assets"));
const write = (file: string, content: string) => {
  writeFileSync(path.join(webDist, file), content);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
};
write("index.html", INDEX);
write("assets/index-Ab12Cd34.js", SCRIPT);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const server = useTestServer({ webDist });

const get = (pathname: string, encoding = "br, gzip") =>
  server.fetch(pathname, { headers: { "accept-encoding": encoding } });

describe("the built app's files", () => {
  test("a hashed asset goes out in brotli, cached for a year as immutable", async () => {
    const response = await get("/assets/index-Ab12Cd34.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(SCRIPT);
  });

  test("in gzip to a browser that takes no brotli, and as is to one that takes neither", async () => {
    const gzipped = await get("/assets/index-Ab12Cd34.js", "gzip");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(SCRIPT);
    const plain = await get("/assets/index-Ab12Cd34.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(await plain.text()).toBe(SCRIPT);
  });

  test.each(["/", "/index.html", "/files/some-workspace/recent", "/auth"])(
    "%s answers index.html, compressed, revalidated on every visit",
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(INDEX);
    },
  );

  test("an asset that is not there is a 404, not the app's page", async () => {
    const response = await get("/assets/index-Old00000.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toMatch(/^text\/html/);
  });
});
