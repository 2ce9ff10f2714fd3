import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../config.js";

/** A year: what a file whose name holds a hash of its content may be kept without asking. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** index.html names the current hashed files: a browser asks again each time (a 304 is cheap). */
export const REVALIDATE_CACHE = "no-cache";

/** Paths the single-page app never answers with index.html (the API's, and the built files'). */
const NOT_APP_ROUTES = /^\/(api|graphql|dev|collab|assets)(\/|$)/;

/**
 * The built single-page app (DESIGN.md, "The system"): Vite writes every file but index.html
 * under assets/ with a hash of its content in its name, and a `.br` and a `.gz` beside it
 * (packages/web/vite-precompress.ts), which go to browsers that accept them. A missing asset is
 * a 404, not index.html: a tab open across a release then fails to load an old chunk loudly
 * instead of parsing HTML as JavaScript.
 */
export async function serveWebApp(app: FastifyInstance, config: Pick<Config, "webDist">) {
  const assets = path.join(config.webDist, "assets") + path.sep;
  await app.register(fastifyStatic, {
    root: config.webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header("cache-control", file.startsWith(assets) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isAppRoute = request.method === "GET" && !NOT_APP_ROUTES.test(request.url);
    if (isAppRoute) return reply.sendFile("index.html");
    return reply.code(404).send({ error: "Not found" });
  });
}
