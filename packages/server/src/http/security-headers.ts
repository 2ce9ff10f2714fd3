import { CSRF_HEADER } from "@contour/core";
import fastifyCors from "@fastify/cors";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { isAllowedOrigin } from "../modules/collab/allowed-origin.js";

/** Whether users reach Contour over https: then HSTS, Secure cookies, upgraded requests. */
export function servesHttps(config: Pick<Config, "publicUrl">): boolean {
  return new URL(config.publicUrl).protocol === "https:";
}

/** The collaboration socket's address as the browser opens it (ws: or wss: on PUBLIC_URL's host). */
function socketOrigin(config: Pick<Config, "publicUrl">): string {
  const url = new URL(config.publicUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.origin;
}

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every page the server sends (docs/security.md, "Sessions,
 * cookies and headers"). Scripts only from our own files, never inline: the built app has none,
 * nor do the mailbox and sandbox pages. Styles may be inline (docs/decisions.md, "Issue 15:
 * inline styles under the CSP"): Mantine writes its CSS variables and responsive props into
 * <style> elements at run time, and its modals' scroll lock injects one of its own.
 */
export function contentSecurityPolicy(config: Pick<Config, "publicUrl">) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "blob:", "data:"],
      fontSrc: ["'self'", "data:"],
      // Read when answering: PUBLIC_URL is fixed in production, but the test harness learns its
      // port only once the server listens.
      connectSrc: ["'self'", () => socketOrigin(config)],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(servesHttps(config) ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * GraphiQL, graphql-yoga's page at /graphql outside production, loads its code from unpkg.com
 * and starts it inline: that page alone gets this policy; the API's answers keep the strict one.
 */
const GRAPHIQL_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob:",
  "img-src 'self' data: https://raw.githubusercontent.com",
  "font-src 'self' data: https://unpkg.com",
  "frame-ancestors 'none'",
].join("; ");

const isGraphiqlPage = (url: string, contentType: unknown) =>
  /^\/graphql(\?|$)/.test(url) && String(contentType).startsWith("text/html");

/**
 * Security headers on every answer (@fastify/helmet), and CORS for PUBLIC_URL's origin and
 * ALLOWED_ORIGINS only: a page elsewhere can neither read an answer nor send the CSRF header.
 */
export async function securityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // The CSP's frame-ancestors says it for current browsers; X-Frame-Options for older ones.
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    // Only over https: HSTS on an http deployment would lock its users out of it.
    hsts: servesHttps(config) ? { maxAge: YEAR_S, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (isGraphiqlPage(request.url, reply.getHeader("content-type"))) {
      reply.header("content-security-policy", GRAPHIQL_POLICY);
    }
  });
  await app.register(fastifyCors, {
    // The collaboration socket's rule, read when answering (see connectSrc); another origin gets
    // no CORS headers at all.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && isAllowedOrigin(config, origin)),
    credentials: true,
    methods: ["GET", "HEAD", "POST"],
    allowedHeaders: ["content-type", "authorization", CSRF_HEADER.toLowerCase()],
  });
}
