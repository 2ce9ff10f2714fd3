import { emailDomainOf, MESSAGES, type SsoAutoJoin } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import type { OrganizationSsoRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { requireCapability } from "../organizations/membership.js";
import { ONLY_ADMIN_SSO } from "./organization-domains.js";
import { type SsoKey, seal } from "./sso-key.js";

/** What an admin changes; a field left out stays as it is. */
export interface OrganizationSsoPatch {
  issuer?: string;
  clientId?: string;
  /** Write-only: it is never read back, only replaced. */
  clientSecret?: string;
  enabled?: boolean;
  autoJoin?: SsoAutoJoin;
}

/** An issuer URL, a client id or a secret longer than this is no registration's. */
const MAX_SETTING_LENGTH = 2048;

/**
 * The issuer exactly as given (discovery compares it character by character with what the issuer
 * announces): https only, as the deployment-wide providers, unless SSO_ALLOW_HTTP_ISSUERS.
 */
function parseIssuer(value: string, allowHttp: boolean): string {
  const issuer = value.trim();
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    fail("BAD_USER_INPUT", "The issuer must be a URL, such as https://acme.okta.com.");
  }
  const secure = url.protocol === "https:" || (allowHttp && url.protocol === "http:");
  if (!secure || url.username || url.password || url.search || url.hash) {
    fail("BAD_USER_INPUT", "The issuer must be an https URL without query or fragment.");
  }
  return issuer;
}

function parseSetting(name: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.length > MAX_SETTING_LENGTH) {
    fail("BAD_USER_INPUT", `The ${name} must have 1 to ${MAX_SETTING_LENGTH} characters.`);
  }
  return trimmed;
}

export function findOrganizationSso(
  db: Db,
  organizationId: string,
): Promise<OrganizationSsoRow | undefined> {
  return db
    .selectFrom("organization_sso")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
}

/**
 * Saves the workspace's issuer (admins only). The first save needs the issuer, the client id and
 * the secret; the secret is stored sealed with the server's SSO key, and logged as changed only.
 */
export async function updateOrganizationSso(
  db: Db,
  key: SsoKey,
  allowHttpIssuers: boolean,
  viewerId: string,
  organizationId: string,
  patch: OrganizationSsoPatch,
): Promise<OrganizationSsoRow> {
  await requireCapability(db, viewerId, organizationId, "manageOrganization", ONLY_ADMIN_SSO);
  const issuer =
    patch.issuer === undefined ? undefined : parseIssuer(patch.issuer, allowHttpIssuers);
  const clientId =
    patch.clientId === undefined ? undefined : parseSetting("client ID", patch.clientId);
  const sealed =
    patch.clientSecret === undefined
      ? undefined
      : await seal(key, "organization-sso-secret", {
          secret: parseSetting("client secret", patch.clientSecret),
        });
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom("organization_sso")
      .selectAll()
      .where("organization_id", "=", organizationId)
      .forUpdate()
      .executeTakeFirst();
    const values = {
      issuer: issuer ?? current?.issuer,
      client_id: clientId ?? current?.client_id,
      client_secret_sealed: sealed ?? current?.client_secret_sealed,
    };
    if (!values.issuer || !values.client_id || !values.client_secret_sealed) {
      fail("BAD_USER_INPUT", "Enter the issuer, the client ID and the client secret.");
    }
    const row = await trx
      .insertInto("organization_sso")
      .values({
        organization_id: organizationId,
        issuer: values.issuer,
        client_id: values.client_id,
        client_secret_sealed: values.client_secret_sealed,
        enabled: patch.enabled ?? current?.enabled ?? false,
        auto_join: patch.autoJoin ?? current?.auto_join ?? "OFF",
      })
      .onConflict((oc) =>
        oc.column("organization_id").doUpdateSet((eb) => ({
          issuer: eb.ref("excluded.issuer"),
          client_id: eb.ref("excluded.client_id"),
          client_secret_sealed: eb.ref("excluded.client_secret_sealed"),
          enabled: eb.ref("excluded.enabled"),
          auto_join: eb.ref("excluded.auto_join"),
          updated_at: new Date(),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      organizationId,
      actorId: viewerId,
      action: "UPDATE",
      targetTable: "organization",
      targetId: organizationId,
      metadata: { change: `Single sign-on: ${row.enabled ? "on" : "off"}, ${row.issuer}` },
    });
    return row;
  });
}

/**
 * The workspace whose issuer signs in this email: one that verified the email's domain and
 * turned its single sign-on on. Null for any other email.
 */
export async function ssoOrganizationForEmail(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("organization_domains")
    .innerJoin(
      "organization_sso",
      "organization_sso.organization_id",
      "organization_domains.organization_id",
    )
    .select("organization_domains.organization_id")
    .where("organization_domains.domain", "=", emailDomainOf(email))
    .where("organization_domains.verified_at", "is not", null)
    .where("organization_sso.enabled", "=", true)
    .executeTakeFirst();
  return row?.organization_id ?? null;
}

/**
 * Refuses a password sign-in or sign-up for an email that its workspace signs in through its
 * issuer (spec §8.2, sso_provider): a password would get around the workspace's own rules.
 */
export async function refuseSsoDomain(db: Db, email: string): Promise<void> {
  if (await ssoOrganizationForEmail(db, email)) fail("FORBIDDEN", MESSAGES.googleSsoProvider);
}

/** Where nextLoginStep sends an email of a workspace's domain: its issuer, the email as hint. */
export function workspaceSsoStartUrl(publicUrl: string, organizationId: string, email: string) {
  const url = new URL(`${publicUrl}/api/v1/auth/sso/${organizationId}`);
  url.searchParams.set("login_hint", email);
  return url.href;
}
