import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/connection.js";

/**
 * Signs what a URL names, so that an <img> can fetch a private file without a bearer token: the
 * server hands out signed URLs only to users who may see the file. The key is made by migration
 * 0002 and never leaves the database and this process.
 */
export interface UrlSigner {
  sign(subject: string): string;
  verify(subject: string, signature: string): boolean;
}

/** 128 bits of the HMAC, base64url: short in a URL, far beyond guessing. */
const SIGNATURE_LENGTH = 22;

/**
 * Reads the key once, at start-up: signing then never touches the database, so it cannot wait
 * for a connection that the request's own transaction holds (PGlite has only one).
 */
export async function loadUrlSigner(db: Db, secretName: string): Promise<UrlSigner> {
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", secretName)
    .executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, "utf8");
  const signWith = (subject: string) =>
    createHmac("sha256", key).update(subject).digest("base64url").slice(0, SIGNATURE_LENGTH);

  return {
    sign: signWith,
    verify(subject, signature) {
      const expected = Buffer.from(signWith(subject));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
