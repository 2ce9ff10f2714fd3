import { COLLAB_PATH } from "@contour/core";
import fastifyWebsocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import { COLLAB_MAX_PAYLOAD_BYTES } from "../../config.js";
import type { AppServices } from "../../services.js";
import { ipKey } from "../rate-limits/rate-limits.js";
import { isAllowedOrigin } from "./allowed-origin.js";
import type { UpgradeContext } from "./authenticate-collab.js";
import { createCollab } from "./collab-server.js";
import { createSocketLimits } from "./socket-limits.js";
import { createThumbnailJob } from "./thumbnail-job.js";
import { createTurnGate } from "./turn-gate.js";

/**
 * The collaboration socket: Hocuspocus (Yjs) on `/collab` in this same process, for workbench
 * documents (docs/api.md, "Live documents"). Thumbnails and versions follow the stored documents.
 */
export async function collabRoutes(app: FastifyInstance, services: AppServices) {
  const { db, blobs, renderer, config, live, versions, documents } = services;
  const turns = createTurnGate();
  const thumbnails = createThumbnailJob({
    db,
    blobs,
    renderer,
    log: app.log,
    liveDocument: documents.get,
    turns,
  });
  const collab = createCollab({
    db,
    log: app.log,
    live,
    redisUrl: config.redisUrl,
    onStored: (workbenchId) => {
      thumbnails.schedule(workbenchId);
      versions.noteStored(workbenchId);
    },
    turns,
    limits: config.collab,
    linkTokens: services.linkTokens,
  });

  documents.attach((workbenchId) => collab.hocuspocus.documents.get(workbenchId));

  const sockets = createSocketLimits(config.collab);

  await app.register(fastifyWebsocket, { options: { maxPayload: COLLAB_MAX_PAYLOAD_BYTES } });

  app.get(
    COLLAB_PATH,
    {
      websocket: true,
      // Before the upgrade: a page of another site gets a plain 403, never a socket.
      preValidation: async (request, reply) => {
        if (!isAllowedOrigin(config, request.headers.origin)) {
          await reply.code(403).send({ error: "Origin not allowed", code: "FORBIDDEN" });
        }
      },
    },
    (socket, request) => {
      // request.ip: the proxy's X-Forwarded-For only with TRUST_PROXY. Counted as the rate
      // limits count, IPv6 by its /64: one machine holds a whole /64.
      const ticket = sockets.admit(socket, ipKey(request.ip));
      if (ticket === null) {
        request.log.warn({ ip: request.ip }, "collab: too many sockets from one address");
        return;
      }
      collab.hocuspocus.handleConnection(socket, request.raw, {
        upgradeToken: request.sessionCredential?.token ?? null,
        ticket,
      } satisfies UpgradeContext);
    },
  );

  app.addHook("onClose", async () => {
    await collab.close();
    await thumbnails.close();
    await versions.close();
    documents.attach(() => undefined);
  });
}
