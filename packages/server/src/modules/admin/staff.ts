import type { Db } from "../../db/connection.js";
import type { Context } from "../../graphql/context.js";
import { apiError } from "../../graphql/errors.js";
import { SIGN_IN_NEEDED } from "../auth/bearer.js";

export const STAFF_ONLY = "Only Contour staff can do this.";

/**
 * Whether the request's viewer is staff (isAdmin), for the builder's `staff` scope: every /admin
 * operation declares it. A disabled account has no session, so it never gets here.
 */
export async function isStaffViewer(context: Context): Promise<boolean> {
  return context.viewer !== null && isStaff(context.db, context.viewer.userId);
}

/** Whether the user is staff (isAdmin): the GraphQL scope's and the /api/v1 routes' check. */
export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("is_admin")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.is_admin === true;
}

/**
 * A staff-only field's options with its own refusal, for operations whose message says what
 * only staff may do: `...staffOnly("Only Contour staff can …")`.
 */
export function staffOnly(message: string) {
  return {
    authScopes: { staff: true },
    unauthorizedError: (_parent: unknown, _args: unknown, context: Context) =>
      context.viewer === null
        ? apiError("UNAUTHENTICATED", SIGN_IN_NEEDED)
        : apiError("FORBIDDEN", message),
  } as const;
}
