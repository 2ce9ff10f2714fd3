import type { beforeHandleMessagePayload, Connection, Document } from "@hocuspocus/server";
import type { FastifyBaseLogger } from "fastify";
import type { CollabLimits } from "../../config.js";
import type { Db } from "../../db/connection.js";
import {
  changesNothing,
  isBlankPresence,
  ShareLinkWriteRefusal,
  shareLinkContextOf,
} from "../share-links/share-link-socket.js";
import { collabContextOf, readPresenceName } from "./authenticate-collab.js";
import { createAwarenessGuard, PresenceNameMismatch } from "./awareness-guard.js";
import {
  AWARENESS,
  BROADCAST_STATELESS,
  messageTypeOf,
  readDocumentUpdate,
} from "./message-type.js";
import { checkDocumentUpdate, UpdateRefusal } from "./update-guard.js";

export interface MessageGuardOptions {
  db: Db;
  log: FastifyBaseLogger;
  limits: Pick<CollabLimits, "maxDocumentBytes" | "maxUpdateBytes">;
  /** The document's size: what the store holds plus the updates accepted since; 0 if unknown. */
  documentBytes(documentName: string): number;
  /** An update of a read-write connection passed: it will be applied, and stored. */
  onAccepted(documentName: string, bytes: number): void;
}

/**
 * What a client's message must pass before Hocuspocus handles it (its `beforeHandleMessage`):
 * no stateless broadcast, a document update the schema and the limits allow, presence that names
 * its own user as the server knows them. A throw closes the document's connection, unhandled.
 */
export function createMessageGuard({ db, log, limits, ...sizes }: MessageGuardOptions) {
  const awareness = createAwarenessGuard();

  /**
   * A document update is checked without awaiting anything, so messages keep their order;
   * refused, nothing is applied or relayed. Read-only connections' updates are checked too
   * (their rights may change while a message is on its way) but not counted: not applied.
   */
  function checkUpdate(connection: Connection, document: Document, message: Uint8Array): void {
    const update = readDocumentUpdate(message);
    if (update === null) return;
    // Messages already on their way after a refusal are dropped with it.
    if (!document.hasConnection(connection)) throw new Error("connection closed");
    try {
      checkDocumentUpdate(document, update, sizes.documentBytes(document.name), limits);
    } catch (error) {
      if (error instanceof UpdateRefusal) {
        const who = collabContextOf(connection.context);
        log.warn(
          {
            workbenchId: document.name,
            userId: who?.userId,
            reason: error.reason,
            problem: error.problem,
          },
          "collab: document update refused",
        );
      }
      throw error;
    }
    if (!connection.readOnly) sizes.onAccepted(document.name, update.length);
  }

  return {
    async check(payload: beforeHandleMessagePayload): Promise<void> {
      const { update, document, documentName, socketId, context } = payload;
      // Hocuspocus relays a client's broadcast to everyone: a client could forge "saved".
      if (messageTypeOf(update) === BROADCAST_STATELESS) {
        throw new Error("clients may not broadcast stateless messages");
      }
      const known = (clientId: number) => {
        const meta = document.awareness.meta.get(clientId);
        return meta && { clock: meta.clock, present: document.awareness.states.has(clientId) };
      };
      if (shareLinkContextOf(context)) {
        // A link's visitor reads: no change (only the empty answer to the sync), no presence.
        const change = readDocumentUpdate(update);
        if (change !== null && !changesNothing(document, change)) {
          throw new ShareLinkWriteRefusal(`a document update of ${change.length} bytes`);
        }
        if (
          messageTypeOf(update) === AWARENESS &&
          !isBlankPresence(update, known, (clientId) => {
            const state = document.awareness.states.get(clientId);
            return state !== undefined && Object.keys(state).length > 0;
          })
        ) {
          throw new ShareLinkWriteRefusal("a presence state");
        }
        return;
      }

      const who = collabContextOf(context);
      if (!who) return;
      checkUpdate(payload.connection, document, update);

      const connection = { documentName, socketId, user: who.presence };
      try {
        awareness.check(connection, update, known);
      } catch (error) {
        if (!(error instanceof PresenceNameMismatch)) throw error;
        // Renamed since the connection opened? Read the name once more; still another: refused.
        // Only presence waits: document updates are checked without waiting, in order.
        who.presence.name = await readPresenceName(db, who.userId);
        awareness.check(connection, update, known);
      }
    },
    /** The socket left the document: its presence client ids are free again. */
    release(documentName: string, socketId: string): void {
      awareness.release(documentName, socketId);
    },
  };
}
