import type { Context } from "../../graphql/context.js";
import { apiError } from "../../graphql/errors.js";
import { SIGN_IN_NEEDED } from "../auth/bearer.js";

export const STAFF_ONLY = "Only Contour staff can do this.";

/**
 * Whether the request's viewer is staff (isAdmin), for the builder's `staff` scope: every /admin
 * operation declares it. A disabled account has no session, so it never gets here.
 */
export async function isStaffViewer(context: Context): Promise<boolean> {
  if (!context.viewer) return false;
  const row = await context.db
    .selectFrom("users")
    .select("is_admin")
    .where("id", "=", context.viewer.userId)
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
