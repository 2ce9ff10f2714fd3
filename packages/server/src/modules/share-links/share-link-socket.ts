import { COLLAB_REFUSALS, SHARE_LINK_SOCKET_PREFIX } from "@contour/core";
import * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import { isStale, type KnownClient, readAwarenessEntries } from "../collab/awareness-guard.js";
import { CollabRefusal } from "../collab/collab-refusal.js";
import type { LinkTokens } from "../links/link-tokens.js";
import { findOpenableLink } from "./share-link-queries.js";
import { verifyViewCredential } from "./view-credential.js";

/** A share link's connection, kept as its Hocuspocus context: no user, no presence. */
export interface ShareLinkContext {
  shareLinkId: string;
}

/** The view credential a socket's token carries (`share-link:<credential>`), or null. */
export function shareLinkCredentialOf(token: string): string | null {
  return token.startsWith(SHARE_LINK_SOCKET_PREFIX)
    ? token.slice(SHARE_LINK_SOCKET_PREFIX.length)
    : null;
}

/**
 * A link's socket opens its own workbench only, read-only, while the link opens: a credential
 * of another link, or for another file, is refused as a file that does not exist.
 */
export async function authenticateShareLink(
  db: Db,
  tokens: LinkTokens,
  credential: string,
  workbenchId: string,
): Promise<ShareLinkContext> {
  const linkId = await verifyViewCredential(tokens, credential);
  if (linkId === null) throw new CollabRefusal(COLLAB_REFUSALS.linkEnded);
  const link = await findOpenableLink(db, linkId);
  if (!link) throw new CollabRefusal(COLLAB_REFUSALS.linkEnded);
  if (link.workbench_id !== workbenchId) throw new CollabRefusal(COLLAB_REFUSALS.notFound);
  return { shareLinkId: link.id };
}

export function shareLinkContextOf(context: unknown): ShareLinkContext | null {
  const id = (context as Partial<ShareLinkContext> | null | undefined)?.shareLinkId;
  return typeof id === "string" ? { shareLinkId: id } : null;
}

/**
 * An update that changes nothing of the document: the answer to the server's sync step, which
 * repeats what the visitor received (its delete set included) and may not be empty.
 */
export function changesNothing(doc: Y.Doc, update: Uint8Array): boolean {
  try {
    return Y.snapshotContainsUpdate(Y.snapshot(doc), update);
  } catch {
    return false;
  }
}

/**
 * An awareness update that shows nobody: each entry is blank (a provider's default empty state,
 * or leaving) or an echo of what the document already has (stock providers send back every
 * change they receive). The team's presence lists only states that name a user, so a visitor
 * stays unseen.
 */
export function isBlankPresence(
  message: Uint8Array,
  known: (clientId: number) => KnownClient | undefined,
  /** A client id whose presence shows someone: a visitor must not blank it. */
  showsSomeone: (clientId: number) => boolean,
): boolean {
  const entries = readAwarenessEntries(message);
  const isBlank = (state: unknown) =>
    state === null || (typeof state === "object" && Object.keys(state as object).length === 0);
  return (
    entries?.every(
      (entry) =>
        isStale(entry, known(entry.clientId)) ||
        (isBlank(entry.state) && !showsSomeone(entry.clientId)),
    ) ?? false
  );
}

/** Why a link's socket that tried to write or to show presence is closed. */
export const SHARE_LINK_WRITE_REFUSED = "share-link-read-only";

/** Thrown from the message guard: Hocuspocus closes the connection with this code and reason. */
export class ShareLinkWriteRefusal extends Error {
  readonly code = 4403;
  readonly reason = SHARE_LINK_WRITE_REFUSED;
  constructor(what: string) {
    super(`a share link only reads: ${what} refused`);
  }
}
