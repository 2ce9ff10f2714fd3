import { randomBytes } from "node:crypto";
import { domainVerificationRecord, MAX_SSO_DOMAINS, parseEmailDomain } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import type { OrganizationDomainRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { lockOrganization } from "../members/lock-organization.js";
import { requireCapability } from "../organizations/membership.js";
import type { RateLimits } from "../rate-limits/rate-limits.js";
import type { TxtLookup } from "./dns-txt.js";

export const ONLY_ADMIN_SSO = "Only an admin can change the workspace's single sign-on.";
export const NO_DOMAIN = "This domain does not exist or you are not an admin of its workspace.";
const NOT_A_DOMAIN = "Enter an email domain such as acme.com.";
const TAKEN = "Another workspace has already verified this domain.";

/** The workspace's claimed domains, verified first, then by name. */
export function listOrganizationDomains(
  db: Db,
  organizationId: string,
): Promise<OrganizationDomainRow[]> {
  return db
    .selectFrom("organization_domains")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("domain")
    .execute();
}

async function isVerifiedElsewhere(db: Db, organizationId: string, domain: string) {
  const other = await db
    .selectFrom("organization_domains")
    .select("id")
    .where("domain", "=", domain)
    .where("organization_id", "!=", organizationId)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  return other !== undefined;
}

function logDomainChange(db: Db, actorId: string, organizationId: string, change: string) {
  return recordActivity(db, {
    organizationId,
    actorId,
    action: "UPDATE",
    targetTable: "organization",
    targetId: organizationId,
    metadata: { change },
  });
}

/** Claims a domain for the workspace; it counts for sign-in only once verified. Admins only. */
export async function addOrganizationDomain(
  db: Db,
  viewerId: string,
  organizationId: string,
  value: string,
): Promise<OrganizationDomainRow> {
  await requireCapability(db, viewerId, organizationId, "manageOrganization", ONLY_ADMIN_SSO);
  const domain = parseEmailDomain(value) ?? fail("BAD_USER_INPUT", NOT_A_DOMAIN);
  return inTransaction(db, async (trx) => {
    // Counted under the workspace's row lock, so that requests sent together cannot pass the cap.
    await lockOrganization(trx, organizationId);
    const claimed = await listOrganizationDomains(trx, organizationId);
    if (claimed.some((row) => row.domain === domain)) {
      fail("CONFLICT", "This domain is already in the list.");
    }
    if (claimed.length >= MAX_SSO_DOMAINS) {
      fail("BAD_USER_INPUT", `A workspace can claim at most ${MAX_SSO_DOMAINS} domains.`);
    }
    if (await isVerifiedElsewhere(trx, organizationId, domain)) fail("CONFLICT", TAKEN);
    const row = await trx
      .insertInto("organization_domains")
      .values({
        organization_id: organizationId,
        domain,
        verification_token: randomBytes(16).toString("hex"),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logDomainChange(trx, viewerId, organizationId, `Domain added: ${domain}`);
    return row;
  });
}

/** The domain row, when the viewer is an admin of its workspace; NOT_FOUND otherwise. */
async function adminsDomain(db: Db, viewerId: string, domainId: string) {
  const row = isUuid(domainId)
    ? await db
        .selectFrom("organization_domains")
        .selectAll()
        .where("id", "=", domainId)
        .executeTakeFirst()
    : undefined;
  if (!row) fail("NOT_FOUND", NO_DOMAIN);
  await requireCapability(db, viewerId, row.organization_id, "manageOrganization", ONLY_ADMIN_SSO);
  return row;
}

/**
 * Marks a domain verified, in the caller's transaction: refused when another workspace verified
 * it first. Verifications of one domain take turns, so the second of two at once reads the
 * first's and gets the message rather than the unique index's error.
 */
async function markVerified(
  trx: Db,
  row: OrganizationDomainRow,
  by: "DNS" | "STAFF",
): Promise<OrganizationDomainRow> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`domain-verification:${row.domain}`}))`.execute(
    trx,
  );
  if (await isVerifiedElsewhere(trx, row.organization_id, row.domain)) fail("CONFLICT", TAKEN);
  return trx
    .updateTable("organization_domains")
    .set({ verified_at: new Date(), verified_by: by })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Looks for the domain's TXT record `contour-verification=<token>` (DNS_RESOLVER's servers), and
 * marks the domain verified when it is there. Counted per workspace before DNS is asked.
 */
export async function verifyOrganizationDomain(
  db: Db,
  services: { rateLimits: RateLimits; lookupTxt: TxtLookup },
  viewerId: string,
  domainId: string,
): Promise<OrganizationDomainRow> {
  const row = await adminsDomain(db, viewerId, domainId);
  if (row.verified_at !== null) return row;
  await services.rateLimits.consume("domainChecksPerOrganization", row.organization_id);
  const expected = domainVerificationRecord(row.verification_token);
  let records: string[];
  try {
    records = await services.lookupTxt(row.domain);
  } catch {
    fail("BAD_USER_INPUT", `The DNS servers of ${row.domain} did not answer. Please try again.`);
  }
  if (!records.includes(expected)) {
    fail(
      "BAD_USER_INPUT",
      `The TXT record ${expected} was not found on ${row.domain}. DNS changes can take up to an hour to appear.`,
    );
  }
  return inTransaction(db, async (trx) => {
    const verified = await markVerified(trx, row, "DNS");
    await logDomainChange(trx, viewerId, row.organization_id, `Domain verified: ${row.domain}`);
    return verified;
  });
}

/** Removes a claimed domain: its emails no longer go to the workspace's issuer. Admins only. */
export async function deleteOrganizationDomain(
  db: Db,
  viewerId: string,
  domainId: string,
): Promise<OrganizationDomainRow> {
  const row = await adminsDomain(db, viewerId, domainId);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("organization_domains").where("id", "=", row.id).execute();
    await logDomainChange(trx, viewerId, row.organization_id, `Domain removed: ${row.domain}`);
  });
  return row;
}

/**
 * Staff's override (/admin): the domain verified for the workspace without DNS, claimed first
 * when the workspace had not. Inside the caller's transaction, which logs it; null when it was
 * verified already.
 */
export async function markDomainVerifiedByStaff(
  trx: Db,
  organizationId: string,
  value: string,
): Promise<string | null> {
  const domain = parseEmailDomain(value) ?? fail("BAD_USER_INPUT", NOT_A_DOMAIN);
  const claimed = await listOrganizationDomains(trx, organizationId);
  const existing = claimed.find((row) => row.domain === domain);
  if (existing?.verified_at) return null;
  if (!existing && claimed.length >= MAX_SSO_DOMAINS) {
    fail("BAD_USER_INPUT", `A workspace can claim at most ${MAX_SSO_DOMAINS} domains.`);
  }
  const row =
    existing ??
    (await trx
      .insertInto("organization_domains")
      .values({
        organization_id: organizationId,
        domain,
        verification_token: randomBytes(16).toString("hex"),
      })
      .returningAll()
      .executeTakeFirstOrThrow());
  await markVerified(trx, row, "STAFF");
  return domain;
}
