import { COLLAB_REFUSALS, formatServerNotice } from "@contour/core";
import type { Connection, Document } from "@hocuspocus/server";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connection.js";
import { liveSessionIds } from "../auth/sessions.js";
import { openableLinkIds } from "../share-links/share-link-queries.js";
import { shareLinkContextOf } from "../share-links/share-link-socket.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { type CollabContext, collabContextOf } from "./authenticate-collab.js";
import type { CollabRefusalReason } from "./collab-refusal.js";

/**
 * Keeps open connections within their users' rights. A re-check reads, for every user connected
 * to this process, whether their session is live and what they may do with each workbench they
 * have open (the `workbench` query's rule), then closes the connections they may no longer have
 * and switches read-only the ones whose rights changed, telling the client either way.
 */
export interface AccessWatch {
  /** Re-checks soon; calls while a re-check runs make one more run after it, not one each. */
  recheck(): void;
  /** Resolves once no re-check runs or waits. */
  settled(): Promise<void>;
  stop(): void;
}

export interface AccessWatchOptions {
  db: Db;
  log: FastifyBaseLogger;
  documents: () => Iterable<Document>;
  /** A document written by a newer Contour: read-only for everyone, whatever their rights. */
  isFrozen: (documentName: string) => boolean;
  /** A re-check also runs this often, for rights changed where no event says so. */
  sweepMs: number;
}

interface OpenConnection {
  connection: Connection;
  document: Document;
  who: CollabContext;
}

function openConnections(documents: Iterable<Document>): OpenConnection[] {
  const open: OpenConnection[] = [];
  for (const document of documents) {
    for (const connection of document.getConnections()) {
      const who = collabContextOf(connection.context);
      if (who) open.push({ connection, document, who });
    }
  }
  return open;
}

function close({ connection }: { connection: Connection }, reason: CollabRefusalReason): void {
  connection.close({ code: 4403, reason });
}

/**
 * Share links' connections (modules/share-links) end when their link no longer opens: revoked,
 * expired, its file gone, or sharing switched off in the workspace or the deployment.
 */
async function checkShareLinks(db: Db, documents: Iterable<Document>): Promise<void> {
  const open: { connection: Connection; document: Document; linkId: string }[] = [];
  for (const document of documents) {
    for (const connection of document.getConnections()) {
      const link = shareLinkContextOf(connection.context);
      if (link) open.push({ connection, document, linkId: link.shareLinkId });
    }
  }
  if (open.length === 0) return;
  const live = await openableLinkIds(db, [...new Set(open.map(({ linkId }) => linkId))]);
  for (const entry of open) {
    if (entry.document.hasConnection(entry.connection) && !live.has(entry.linkId)) {
      close(entry, COLLAB_REFUSALS.linkEnded);
    }
  }
}

export function createAccessWatch(options: AccessWatchOptions): AccessWatch {
  const { db, log, documents, isFrozen } = options;
  let running: Promise<void> | null = null;
  let again = false;

  async function check(): Promise<void> {
    await checkShareLinks(db, documents());
    const open = openConnections(documents());
    if (open.length === 0) return;
    const live = await liveSessionIds(db, [...new Set(open.map(({ who }) => who.sessionId))]);
    const namesByUser = new Map<string, Set<string>>();
    for (const { who, document } of open) {
      const names = namesByUser.get(who.userId) ?? new Set<string>();
      names.add(document.name);
      namesByUser.set(who.userId, names);
    }
    /** `${userId} ${workbenchId}` → may edit; absent when the user cannot see the workbench. */
    const canEdit = new Map<string, boolean>();
    for (const [userId, names] of namesByUser) {
      for (const workbench of await findWorkbenches(db, userId, [...names])) {
        canEdit.set(`${userId} ${workbench.id}`, workbench.access.canEdit);
      }
    }
    for (const entry of open) {
      const { connection, document, who } = entry;
      if (!document.hasConnection(connection)) continue;
      if (!live.has(who.sessionId)) {
        close(entry, COLLAB_REFUSALS.unauthenticated);
        continue;
      }
      const editable = canEdit.get(`${who.userId} ${document.name}`);
      if (editable === undefined) {
        close(entry, COLLAB_REFUSALS.accessRevoked);
        continue;
      }
      const readOnly = !editable || isFrozen(document.name);
      if (connection.readOnly !== readOnly) {
        connection.readOnly = readOnly;
        connection.sendStateless(formatServerNotice({ type: "access", readOnly }));
      }
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        await check();
      } catch (error) {
        // The next event or sweep tries again; meanwhile connections keep the rights they had.
        log.error({ err: error }, "collab: access re-check failed");
      }
    } while (again);
    running = null;
  }

  const sweep = setInterval(() => recheck(), options.sweepMs);
  sweep.unref();

  function recheck(): void {
    if (running) {
      again = true;
      return;
    }
    running = loop();
  }

  return {
    recheck,
    async settled() {
      while (running) await running;
    },
    stop() {
      clearInterval(sweep);
    },
  };
}
