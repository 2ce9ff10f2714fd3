import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CSRF_HEADER } from "@contour/core";
import { afterAll, describe, expect, test } from "vitest";
import { browserHeaders, sessionCookieSet } from "../test/browser-session.js";
import { buildUser } from "../test/factories.js";
import { useTestServer } from "../test/server.js";

// A stand-in for the built web app, so that its index.html and assets are served as in production.
const webDist = mkdtempSync(path.join(tmpdir(), "contour-test-web-"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const DEV_ORIGIN = "http://localhost:5173";
const server = useTestServer({ webDist, allowedOrigins: [DEV_ORIGIN] });
const https = useTestServer({ publicUrl: "https://draw.example.com" });

/** The policy's directives by name. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

const graphqlPost = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: "{ __typename }" }),
  });

describe("security headers", () => {
  const pages: [string, (url: string) => Promise<Response>][] = [
    ["the app", (url) => fetch(`${url}/files`)],
    ["the API (GraphQL)", (url) => graphqlPost(url)],
    ["the API (REST)", (url) => fetch(`${url}/api/v1/health`)],
    ["the mailbox page", (url) => fetch(`${url}/dev/mailbox`)],
    ["a sandbox billing page", (url) => fetch(`${url}/api/v1/billing/sandbox/portal/x`)],
  ];

  test.each(pages)("on %s", async (_name, load) => {
    const response = await load(server.url);
    const csp = cspOf(response);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "blob:", "data:"]);
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      new URL(server.url).origin.replace(/^http/, "ws"),
    ]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    // HSTS only when PUBLIC_URL is https: on an http deployment it would lock users out.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  test("GraphiQL, outside production, is the one page allowed its inline and unpkg.com scripts", async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: "text/html" } });
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(cspOf(page).get("script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://unpkg.com",
    ]);
    expect(cspOf(page).get("frame-ancestors")).toEqual(["'none'"]);
  });

  test("the app is served from its index.html", async () => {
    const response = await fetch(`${server.url}/files`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<div id=root>");
  });
});

describe("CORS: only PUBLIC_URL's origin and ALLOWED_ORIGINS", () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": `content-type,${CSRF_HEADER.toLowerCase()}`,
      },
    });

  test("another origin is refused: its preflight and its requests get no CORS headers", async () => {
    const evil = "https://evil.example.net";
    const answer = await preflight(evil);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    const request = await graphqlPost(server.url, { origin: evil });
    expect(request.headers.get("access-control-allow-origin")).toBeNull();
  });

  test("PUBLIC_URL's origin and the allowed ones may send the CSRF header with credentials", async () => {
    for (const origin of [new URL(server.url).origin, DEV_ORIGIN]) {
      const answer = await preflight(origin);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
      expect(answer.headers.get("access-control-allow-headers")).toContain(
        CSRF_HEADER.toLowerCase(),
      );
    }
  });
});

describe("on an https PUBLIC_URL", () => {
  test("HSTS, upgraded requests and the secure socket", async () => {
    const response = await fetch(`${https.url}/api/v1/health`);
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const csp = cspOf(response);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    expect(csp.get("connect-src")).toEqual(["'self'", "wss://draw.example.com"]);
  });

  test("the session cookie is Secure, with the __Host- prefix", async () => {
    const { user, password } = await buildUser(https.db);
    const response = await fetch(`${https.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...browserHeaders(https, null) },
      body: JSON.stringify({
        query: "mutation($input: LoginInput!) { login(input: $input) { authToken } }",
        variables: { input: { email: user.email, password } },
      }),
    });
    const cookie = sessionCookieSet(https, response);
    expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-contour_session=/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Secure", "Path=/"]),
    );
  });
});
