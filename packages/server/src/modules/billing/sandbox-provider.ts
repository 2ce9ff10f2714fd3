import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";
import type { BillingProvider } from "./billing-provider.js";

/** How long a sandbox portal link works, as Stripe's portal sessions expire too. */
const PORTAL_LIFETIME_MS = 60 * 60 * 1000;

export const SANDBOX_PATH = "/api/v1/billing/sandbox";

/**
 * The built-in provider when Stripe is not configured: its pages (sandbox.routes.ts) take no
 * payment and report completion through the same code as Stripe's webhooks.
 */
export function createSandboxProvider(config: Config, db: Db): BillingProvider {
  return {
    kind: "sandbox",
    async createCheckout({ checkoutId }) {
      return { url: `${config.publicUrl}${SANDBOX_PATH}/checkout/${checkoutId}`, externalId: null };
    },
    async createPortal({ organizationId }) {
      const session = await db
        .insertInto("sandbox_portal_sessions")
        .values({
          organization_id: organizationId,
          expires_at: new Date(Date.now() + PORTAL_LIFETIME_MS),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { url: `${config.publicUrl}${SANDBOX_PATH}/portal/${session.id}` };
    },
  };
}
