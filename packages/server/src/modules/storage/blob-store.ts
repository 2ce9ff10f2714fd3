import { randomBytes } from "node:crypto";
import { copyFile, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Files kept outside the database (thumbnails now, logos and placed images later), under one
 * folder. Keys are relative paths that the server makes itself, such as
 * `thumbnails/{workbenchId}/{version}.png`; nothing a client sends becomes a key.
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  copy(from: string, to: string): Promise<void>;
  /** Removes the blobs; missing ones are not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every blob under a folder key (such as `images/{organizationId}`). */
  removeFolder(folder: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/i;
const FOLDER_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

export function createBlobStore(root: string): BlobStore {
  const fileOf = (key: string): string => {
    // The pattern has no "." segments, so a key cannot climb out of the root.
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key "${key}"`);
    return path.join(root, key);
  };

  /** Write beside, then rename: a reader never sees half a file. */
  async function writeAtomically(key: string, write: (temporary: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  return {
    put: (key, bytes) => writeAtomically(key, (temporary) => writeFile(temporary, bytes)),
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    copy: (from, to) => writeAtomically(to, (temporary) => copyFile(fileOf(from), temporary)),
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async removeFolder(folder) {
      if (!FOLDER_PATTERN.test(folder)) throw new Error(`invalid blob folder "${folder}"`);
      await rm(path.join(root, folder), { recursive: true, force: true });
    },
  };
}
