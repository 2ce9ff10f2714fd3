import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A hash of no one's password, with the options above, checked when there is no account (or no
 * password) to check against: a sign-in then costs as much time as a wrong password, so timing
 * does not tell whether an account exists.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$5URJhDMqI8WlppRnaTu9BQ$L7bRnnKYtUqteUGhzJ+LWtOI9MYQS/wx20bNhEQSGik";

/** The argon2 calls, as an object so that a test can watch them (passwords.test.ts). */
export const argon2 = { hash, verify };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** False for a missing hash too, but only after the same argon2 work as a wrong password. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    await argon2.verify(DUMMY_PASSWORD_HASH, password);
    return false;
  }
  return argon2.verify(passwordHash, password);
}
