/**
 * The header the web app sends with every request. A form on another site cannot send a header,
 * and a script on another origin only after a CORS preflight that the server answers for its own
 * origins alone: so a request that carries it comes from Contour's pages. A request that carries
 * the session cookie needs it to change anything, and a sign-in sent with it answers with the
 * cookie instead of the token (docs/api.md, "Authentication").
 */
export const CSRF_HEADER = "X-Contour-CSRF";

/** POST with a bearer token and CSRF_HEADER: that session becomes the browser's cookie. */
export const SESSION_COOKIE_PATH = "/api/v1/session";
