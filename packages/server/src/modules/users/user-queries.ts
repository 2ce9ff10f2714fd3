import type { Db } from "../../db/connection.js";
import type { UserRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function getUser(db: Db, id: string): Promise<UserRow> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return user ?? fail("UNAUTHENTICATED", "Your account no longer exists.");
}
