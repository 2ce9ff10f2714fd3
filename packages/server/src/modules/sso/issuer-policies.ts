import { autoJoinRole, emailDomainOf } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { editorSeatsLeftOf } from "../invites/seats.js";
import { recordActivity } from "../logs/activity-log.js";
import { lockOrganization } from "../members/lock-organization.js";
import { joinOrganization } from "../organizations/join-organization.js";
import { ssoOrganizationForEmail } from "./organization-sso.js";
import type { IssuerPolicy } from "./sign-in-with-identity.js";

/**
 * Google and Entra ID: any email, except one of a domain a workspace routes to its own issuer
 * (spec §8.2, `sso_provider`): that workspace decides how its people sign in.
 */
export const deploymentIssuerPolicy: IssuerPolicy = {
  async refusalFor(trx, email) {
    return (await ssoOrganizationForEmail(trx, email)) ? "sso_provider" : null;
  },
};

/**
 * A workspace's own issuer is trusted only for the emails of the domains that workspace has
 * verified (DNS or staff): whatever its issuer asserts, it can never sign in as someone of
 * another domain. A new account of its domain joins it as the admin chose (autoJoinRole).
 */
export function workspaceIssuerPolicy(organizationId: string): IssuerPolicy {
  return {
    async refusalFor(trx, email) {
      const verified = await trx
        .selectFrom("organization_domains")
        .select("id")
        .where("organization_id", "=", organizationId)
        .where("domain", "=", emailDomainOf(email))
        .where("verified_at", "is not", null)
        .executeTakeFirst();
      return verified ? null : "failed";
    },
    async onNewAccount(trx: Db, user) {
      const sso = await trx
        .selectFrom("organization_sso")
        .select("auto_join")
        .where("organization_id", "=", organizationId)
        .executeTakeFirst();
      if (!sso) return;
      // The workspace's row lock keeps two first sign-ins at once from taking the last seat twice.
      await lockOrganization(trx, organizationId);
      const role = autoJoinRole(sso.auto_join, await editorSeatsLeftOf(trx, organizationId));
      if (!role) return;
      await joinOrganization(trx, organizationId, user.id, role);
      await recordActivity(trx, {
        organizationId,
        actorId: user.id,
        action: "JOIN",
        targetTable: "organization_member",
        targetId: user.id,
        metadata: { email: user.email, role },
      });
    },
  };
}
