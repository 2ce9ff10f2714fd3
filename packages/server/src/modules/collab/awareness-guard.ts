import * as decoding from "lib0/decoding";
import { AWARENESS, readMessageHeader } from "./message-type.js";

/** Longer presence states are refused: a live stroke of thousands of points stays well under. */
export const MAX_AWARENESS_STATE_LENGTH = 256 * 1024;

/** One client's entry of an awareness update; `state` null when the client leaves. */
export interface AwarenessEntry {
  clientId: number;
  clock: number;
  state: unknown;
  /** The length of the state's JSON text. */
  size: number;
}

/** The entries of an awareness update message; null when malformed or another kind of message. */
export function readAwarenessEntries(message: Uint8Array): AwarenessEntry[] | null {
  const header = readMessageHeader(message);
  if (header?.type !== AWARENESS) return null;
  try {
    const update = decoding.createDecoder(decoding.readVarUint8Array(header.body));
    const count = decoding.readVarUint(update);
    const entries: AwarenessEntry[] = [];
    for (let index = 0; index < count; index += 1) {
      const clientId = decoding.readVarUint(update);
      const clock = decoding.readVarUint(update);
      const json = decoding.readVarString(update);
      entries.push({ clientId, clock, state: JSON.parse(json), size: json.length });
    }
    return entries;
  } catch {
    return null;
  }
}

/** Who a connection's presence must name: the server's word on the signed-in user. */
export interface PresenceIdentity {
  id: string;
  /** The user's name as stored, which the web app shows in presence too. */
  name: string;
  /** core's presenceColor of the id. */
  color: string;
}

/**
 * A state that names the connection's own user, under a name other than the one the server
 * knows: the user may have renamed themselves since the server read it (collab-server.ts reads
 * it again once before refusing).
 */
export class PresenceNameMismatch extends Error {
  constructor(readonly claimed: string) {
    super("awareness state under another name");
  }
}

/**
 * Throws when a state names a user other than `identity` (by id), or another name or colour; a
 * state naming nobody is anonymous and passes.
 */
function checkIdentity(state: unknown, identity: PresenceIdentity): void {
  if (typeof state !== "object" || state === null || !("user" in state)) return;
  const { user } = state as { user: unknown };
  if (typeof user !== "object" || user === null) throw new Error("malformed awareness user");
  const { id, name, color } = user as { id?: unknown; name?: unknown; color?: unknown };
  if (id !== identity.id) throw new Error("awareness state of another user");
  if (color !== identity.color) throw new Error("awareness state in another colour");
  if (name !== identity.name) {
    throw new PresenceNameMismatch(typeof name === "string" ? name : "");
  }
}

/** What the document's awareness holds of a client now (y-protocols' meta and states). */
export interface KnownClient {
  clock: number;
  present: boolean;
}

/**
 * An entry that y-protocols' applyAwarenessUpdate will not apply: not newer than what the
 * document has. Stock providers send every change they receive back to the server (an echo);
 * those are harmless and pass.
 */
export function isStale(entry: AwarenessEntry, known: KnownClient | undefined): boolean {
  if (known === undefined || entry.clock > known.clock) return false;
  return entry.clock < known.clock || entry.state !== null || !known.present;
}

/** Who published a Yjs client id's presence, and through which socket last. */
interface Owner {
  userId: string;
  socketId: string;
}

/**
 * Presence is the server's word on who is who: a connection may publish only states that name
 * its own signed-in user as `user` (id, name and colour as the server knows them; or no user),
 * for Yjs client ids no other user publishes. Without this a client could show a cursor under a
 * colleague's name, or remove theirs (issue 15, finding 9). The same
 * user may take a client id over from another socket: a tab that reconnects after a network cut
 * reuses its id while the server may not have noticed yet that the old socket is dead.
 */
export function createAwarenessGuard() {
  /** Per document: Yjs client id → its owner. */
  const owners = new Map<string, Map<number, Owner>>();

  return {
    /**
     * Throws when the message is an awareness update this connection may not send; `known` says
     * what the document holds of a client now.
     */
    check(
      connection: { documentName: string; socketId: string; user: PresenceIdentity },
      message: Uint8Array,
      known: (clientId: number) => KnownClient | undefined,
    ): void {
      const { documentName, socketId, user } = connection;
      const userId = user.id;
      if (readMessageHeader(message)?.type !== AWARENESS) return;
      const entries = readAwarenessEntries(message);
      if (entries === null) throw new Error("malformed awareness update");
      const fresh = entries.filter((entry) => !isStale(entry, known(entry.clientId)));
      const documentOwners = owners.get(documentName) ?? new Map<number, Owner>();
      for (const { clientId, state, size } of fresh) {
        const owner = documentOwners.get(clientId);
        if (owner !== undefined && owner.userId !== userId) {
          throw new Error("awareness update for another user's client");
        }
        if (state === null) continue;
        checkIdentity(state, user);
        if (size > MAX_AWARENESS_STATE_LENGTH) throw new Error("awareness state too large");
      }
      for (const { clientId } of fresh) documentOwners.set(clientId, { userId, socketId });
      if (documentOwners.size > 0) owners.set(documentName, documentOwners);
    },
    /** The socket left the document: its client ids are free again (a reconnect reuses them). */
    release(documentName: string, socketId: string): void {
      const documentOwners = owners.get(documentName);
      if (!documentOwners) return;
      for (const [clientId, owner] of documentOwners) {
        if (owner.socketId === socketId) documentOwners.delete(clientId);
      }
      if (documentOwners.size === 0) owners.delete(documentName);
    },
  };
}

export type AwarenessGuard = ReturnType<typeof createAwarenessGuard>;
