import { SESSION_COOKIE_PATH } from "@contour/core";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services.js";
import { SIGN_IN_NEEDED } from "./bearer.js";
import { CSRF_REFUSED, hasCsrfHeader, startBrowserSession } from "./browser-session.js";
import { resolveSession } from "./sessions.js";

/**
 * POST /api/v1/session with `Authorization: Bearer <token>` and the CSRF header: the browser's
 * cookie carries that session from now on. The web app sends the token an earlier version kept
 * in localStorage (once, then forgets it), and the token of an `#access_token=` link. The same
 * session, not a new one: a tab still running the earlier version keeps working.
 */
export async function sessionRoutes(app: FastifyInstance, services: AppServices) {
  app.post(SESSION_COOKIE_PATH, async (request, reply) => {
    const credential = request.sessionCredential;
    // A bearer request skips the CSRF rule, but this one changes the browser's session: only
    // Contour's own pages may ask for that.
    if (!hasCsrfHeader(request)) {
      return reply.code(403).send({ error: CSRF_REFUSED, code: "FORBIDDEN" });
    }
    const token = credential?.via === "bearer" ? credential.token : null;
    if (token === null || !(await resolveSession(services.db, token))) {
      return reply.code(401).send({ error: SIGN_IN_NEEDED, code: "UNAUTHENTICATED" });
    }
    startBrowserSession(reply, services.config, token);
    return reply.code(204).send();
  });
}
