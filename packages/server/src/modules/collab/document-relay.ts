import { Redis as RedisExtension } from "@hocuspocus/extension-redis";
import { Redis } from "ioredis";

/**
 * The Hocuspocus Redis extension, which relays document updates and awareness between the
 * processes that have a document open, without its store lock. The lock lets one process store
 * at a time and makes the others skip their store; our stores append only what each process
 * changed (store-document.ts), so they cannot write over each other, and a skipped store would
 * leave a process's clients waiting for a "saved" that no one sends them.
 */
export class DocumentRelay extends RedisExtension {
  override async onStoreDocument(): Promise<void> {}
  override async afterStoreDocument(): Promise<void> {}
}

export function createDocumentRelay(redisUrl: string): DocumentRelay {
  return new DocumentRelay({
    createClient: () => new Redis(redisUrl),
    prefix: "contour:collab",
  });
}
