import { expect } from "vitest";
import { sessionCookieName } from "../modules/auth/browser-session.js";
import { CookieBrowser } from "./cookie-browser.js";
import type { TestServer } from "./server.js";

/** A change to a URL on the way (what an attacker or a broken issuer would send). */
export interface Hop {
  tamper?: (url: URL) => URL;
}

/** Contour's redirect to the issuer from a start path: the authorization URL, the flow's cookie set. */
export async function startSignIn(
  server: TestServer,
  browser: CookieBrowser,
  startPath: string,
  hop: Hop = {},
) {
  const start = `${server.url}${startPath}`;
  const response = await browser.request(start);
  expect(response.status).toBe(302);
  const url = CookieBrowser.locationOf(response, start);
  return hop.tamper ? hop.tamper(url) : url;
}

/** A person signs in at the issuer's page; returns the callback URL the issuer sends back to. */
export async function signInAtIssuer(
  server: TestServer,
  browser: CookieBrowser,
  authorization: URL,
  email: string,
) {
  const { url: page, response } = await browser.follow(authorization);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Sign in to the test issuer");
  const login = `${page.origin}${page.pathname}/login`;
  const posted = await browser.request(login, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }).toString(),
  });
  const contour = new URL(server.url).origin;
  const { url } = await browser.follow(
    CookieBrowser.locationOf(posted, login),
    (next) => next.origin !== contour,
  );
  return url;
}

/** The callback's answer: where the browser goes next and the session cookie it got. */
export async function finishSignIn(
  server: TestServer,
  browser: CookieBrowser,
  callback: URL,
  hop: Hop = {},
) {
  const url = hop.tamper ? hop.tamper(callback) : callback;
  const response = await browser.request(url);
  expect(response.status).toBe(302);
  return {
    location: response.headers.get("location"),
    session: browser.cookie(server.url, sessionCookieName(server.config)) ?? null,
  };
}

/** A whole sign-in through the issuer a start path leads to, in a browser of its own. */
export async function signInThrough(
  server: TestServer,
  startPath: string,
  email: string,
  options: { authorization?: Hop; callback?: Hop } = {},
) {
  const browser = new CookieBrowser();
  const authorization = await startSignIn(server, browser, startPath, options.authorization);
  const callback = await signInAtIssuer(server, browser, authorization, email);
  return finishSignIn(server, browser, callback, options.callback);
}
