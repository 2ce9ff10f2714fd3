import { createHmac, timingSafeEqual } from "node:crypto";
import { CSRF_HEADER } from "@contour/core";
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { servesHttps } from "../../http/security-headers.js";

/** The session token a request carries and where it came from. */
export interface SessionCredential {
  token: string;
  via: "bearer" | "cookie";
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by browserSessions' onRequest hook: the request's session token, if any. */
    sessionCredential: SessionCredential | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Browsers keep a cookie 400 days at most. The session inside decides how long it signs in (30
 * days after its last use, or until it is revoked), as it did for the token in localStorage.
 */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** The field a server-rendered form (the sandbox billing pages) carries its CSRF proof in. */
export const CSRF_FORM_FIELD = "csrf";

export const CSRF_REFUSED = `Refused: a change made with the browser's session needs the ${CSRF_HEADER} header.`;

/**
 * On https the `__Host-` prefix: the browser then keeps the cookie only when it is Secure, set by
 * this very host for every path, so a sibling subdomain cannot plant a session of its own.
 */
export function sessionCookieName(config: Pick<Config, "publicUrl">): string {
  return servesHttps(config) ? "__Host-contour_session" : "contour_session";
}

function cookieOptions(config: Pick<Config, "publicUrl">) {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: servesHttps(config),
    path: "/",
  } as const;
}

/**
 * A bearer token speaks for itself (an API client, the collaboration tests); otherwise the
 * cookie. Another Authorization scheme (HTTP Basic in front of a staging site) leaves the cookie
 * in charge, so a bearer header is the only thing that turns the cookie off.
 */
function credentialOf(request: FastifyRequest, cookieName: string): SessionCredential | null {
  const bearer = BEARER.exec(request.headers.authorization ?? "")?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = request.cookies[cookieName];
  return cookie ? { token: cookie, via: "cookie" } : null;
}

export function hasCsrfHeader(request: FastifyRequest): boolean {
  return request.headers[CSRF_HEADER.toLowerCase()] !== undefined;
}

/**
 * The CSRF proof a server-rendered form carries: a MAC keyed by the session token, so only a
 * page that was given it (or someone holding the token itself) can produce it.
 */
export function csrfFormToken(sessionToken: string): string {
  return createHmac("sha256", sessionToken).update("contour csrf form").digest("base64url");
}

function hasFormProof(request: FastifyRequest, sessionToken: string): boolean {
  if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
    return false;
  }
  const field = (request.body as Record<string, unknown> | undefined)?.[CSRF_FORM_FIELD];
  if (typeof field !== "string") return false;
  const expected = Buffer.from(csrfFormToken(sessionToken));
  const given = Buffer.from(field);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GraphQL clients read `errors`; the other routes answer `{error, code}` (docs/api.md). */
function refuseCsrf(request: FastifyRequest, reply: FastifyReply) {
  const isGraphql = request.url === "/graphql" || request.url.startsWith("/graphql?");
  return reply
    .code(403)
    .send(
      isGraphql
        ? { errors: [{ message: CSRF_REFUSED, extensions: { code: "FORBIDDEN" } }] }
        : { error: CSRF_REFUSED, code: "FORBIDDEN" },
    );
}

/**
 * The browser's session (docs/api.md, "Authentication"): an HttpOnly, SameSite=Lax cookie that
 * carries the session token (Secure on https), read on every request beside the bearer token;
 * and the CSRF rule: a request that carries the cookie and is not GET, HEAD or OPTIONS needs the
 * CSRF_HEADER (the app's fetches) or the form field of csrfFormToken (the server's own forms).
 * Bearer requests need neither: a page on another site cannot make a browser send one.
 */
export async function browserSessions(app: FastifyInstance, config: Config) {
  await app.register(fastifyCookie);
  app.decorateRequest("sessionCredential", null);
  app.addHook("onRequest", async (request) => {
    request.sessionCredential = credentialOf(request, sessionCookieName(config));
  });
  // After parsing, so that a form's field can be read; GraphQL and upload bodies are refused by
  // their header alone, before anything runs.
  app.addHook("preHandler", async (request, reply) => {
    const credential = request.sessionCredential;
    if (SAFE_METHODS.has(request.method) || credential?.via !== "cookie") return;
    if (hasCsrfHeader(request) || hasFormProof(request, credential.token)) return;
    return refuseCsrf(request, reply);
  });
}

/** What a GraphQL request may do with the browser's cookie: sign-ins set it, sign-out clears it. */
export interface BrowserSession {
  /**
   * The request comes from Contour's pages (CSRF_HEADER) without a bearer token: a sign-in puts
   * the session in the cookie and keeps the token out of the page's reach. A cross-site form
   * cannot send the header, so it cannot sign a browser into another account either.
   */
  readonly wantsCookie: boolean;
  start(token: string): void;
  /** Clears the cookie when the request came with it. */
  end(): void;
}

export function browserSessionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): BrowserSession {
  return {
    wantsCookie: hasCsrfHeader(request) && request.sessionCredential?.via !== "bearer",
    start: (token) => startBrowserSession(reply, config, token),
    end: () => {
      if (request.sessionCredential?.via === "cookie") {
        reply.clearCookie(sessionCookieName(config), cookieOptions(config));
      }
    },
  };
}

export function startBrowserSession(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: COOKIE_MAX_AGE_S,
  });
}
