import { CSRF_HEADER } from "@contour/core";
import { sessionCookieName } from "../modules/auth/browser-session.js";
import type { TestServer } from "./server.js";

/** The Cookie header of a browser whose session cookie holds this token. */
export function sessionCookie(server: Pick<TestServer, "config">, token: string): string {
  return `${sessionCookieName(server.config)}=${token}`;
}

/** The headers of the web app's fetches: the session cookie and, unless told not to, the CSRF header. */
export function browserHeaders(
  server: Pick<TestServer, "config">,
  token: string | null,
  { csrf = true }: { csrf?: boolean } = {},
): Record<string, string> {
  return {
    ...(token === null ? {} : { cookie: sessionCookie(server, token) }),
    ...(csrf ? { [CSRF_HEADER]: "1" } : {}),
  };
}

/** The session token a response's Set-Cookie gives the browser ("" when it clears it), or null. */
export function sessionCookieSet(server: Pick<TestServer, "config">, response: Response) {
  const name = sessionCookieName(server.config);
  const header = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  if (header === undefined) return null;
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  return { token: pair.slice(name.length + 1), attributes };
}
