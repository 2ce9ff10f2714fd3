import {
  FEATURE_SWITCH_LABELS,
  FEATURE_SWITCHES,
  type FeatureFlags,
  parseFeatureFlags,
  type SubscriptionPlan,
} from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import type { OrganizationRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { recordActivities } from "../logs/activity-log.js";
import { markDomainVerifiedByStaff } from "../sso/organization-domains.js";
import { NO_WORKSPACE } from "./admin-organization-queries.js";

/** The most editor seats staff can grant by hand: far above any studio, below any overflow. */
export const MAX_MANUAL_EDITOR_COUNT_LIMIT = 100_000;

type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/** What staff change on a workspace's page; a field left out (undefined) stays as it is. */
export interface AdminOrganizationPatch {
  poc?: boolean | null;
  /** null clears the date. */
  pocStartDate?: Date | null;
  pocEndDate?: Date | null;
  subscriptionPlan?: SubscriptionPlan | null;
  manualSubscription?: boolean | null;
  /** null: the plan's limit applies. */
  manualEditorCountLimit?: number | null;
  /** enabled null: the switch follows the plan again. */
  featureFlags?: readonly { feature: FeatureSwitch; enabled?: boolean | null }[] | null;
  /** An email domain staff mark verified without DNS (claimed for the workspace if need be). */
  verifyDomain?: string | null;
}

type Changes = Partial<
  Pick<
    OrganizationRow,
    | "poc"
    | "poc_start_date"
    | "poc_end_date"
    | "subscription_plan"
    | "manual_subscription"
    | "manual_editor_count_limit"
  >
> & { feature_flags?: FeatureFlags };

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "none");
const onOff = (value: boolean) => (value ? "on" : "off");

/** The new values, checked against each other: a POC's start is not after its end. */
function changesOf(row: OrganizationRow, patch: AdminOrganizationPatch): Changes {
  const changes: Changes = {};
  if (patch.poc != null) changes.poc = patch.poc;
  if (patch.pocStartDate !== undefined) changes.poc_start_date = patch.pocStartDate;
  if (patch.pocEndDate !== undefined) changes.poc_end_date = patch.pocEndDate;
  if (patch.subscriptionPlan != null) changes.subscription_plan = patch.subscriptionPlan;
  if (patch.manualSubscription != null) changes.manual_subscription = patch.manualSubscription;
  if (patch.manualEditorCountLimit !== undefined) {
    const limit = patch.manualEditorCountLimit;
    if (limit !== null && (limit < 0 || limit > MAX_MANUAL_EDITOR_COUNT_LIMIT)) {
      fail(
        "BAD_USER_INPUT",
        `The editor limit is a number from 0 to ${MAX_MANUAL_EDITOR_COUNT_LIMIT.toLocaleString("en-US")}.`,
      );
    }
    changes.manual_editor_count_limit = limit;
  }
  if (patch.featureFlags) {
    const flags: FeatureFlags = { ...parseFeatureFlags(row.feature_flags) };
    for (const { feature, enabled } of patch.featureFlags) {
      if (enabled == null) delete flags[feature];
      else flags[feature] = enabled;
    }
    changes.feature_flags = flags;
  }
  // A workspace that is no longer a proof of concept keeps no POC dates.
  if (changes.poc === false) {
    changes.poc_start_date = null;
    changes.poc_end_date = null;
  }
  const start = changes.poc_start_date !== undefined ? changes.poc_start_date : row.poc_start_date;
  const end = changes.poc_end_date !== undefined ? changes.poc_end_date : row.poc_end_date;
  const poc = changes.poc ?? row.poc;
  if (!poc && (start || end)) {
    fail("BAD_USER_INPUT", "Only a proof-of-concept workspace has POC dates.");
  }
  if (start && end && start.getTime() > end.getTime()) {
    fail("BAD_USER_INPUT", "A proof of concept cannot end before it starts.");
  }
  return changes;
}

/** Each change in words, for the activity log: "Plan: PRO", "POC end date: 2027-01-31". */
function describeChanges(row: OrganizationRow, changes: Changes): string[] {
  const said: string[] = [];
  const changed = <K extends keyof Changes>(key: K) =>
    key in changes && String(changes[key]) !== String(row[key as keyof OrganizationRow]);
  if (changed("poc")) said.push(`POC: ${onOff(Boolean(changes.poc))}`);
  if (changed("poc_start_date"))
    said.push(`POC start date: ${day(changes.poc_start_date ?? null)}`);
  if (changed("poc_end_date")) said.push(`POC end date: ${day(changes.poc_end_date ?? null)}`);
  if (changed("subscription_plan")) said.push(`Plan: ${changes.subscription_plan}`);
  if (changed("manual_subscription")) {
    said.push(`Manual subscription: ${onOff(Boolean(changes.manual_subscription))}`);
  }
  if (changed("manual_editor_count_limit")) {
    said.push(`Editor limit: ${changes.manual_editor_count_limit ?? "the plan's"}`);
  }
  if (changes.feature_flags) {
    const before = parseFeatureFlags(row.feature_flags);
    for (const feature of FEATURE_SWITCHES) {
      const after = changes.feature_flags[feature];
      if (after === before[feature]) continue;
      const state = after === undefined ? "as the plan" : onOff(after);
      said.push(`${FEATURE_SWITCH_LABELS[feature]}: ${state}`);
    }
  }
  return said;
}

/**
 * Staff's change to a workspace's terms (/admin › Workspaces), in one transaction with one
 * activity row per field changed, each naming the staff member, so the workspace's admins see
 * who at Contour changed what.
 */
export async function updateAdminOrganization(
  db: Db,
  staffId: string,
  organizationId: string,
  patch: AdminOrganizationPatch,
): Promise<void> {
  if (!isUuid(organizationId)) fail("NOT_FOUND", NO_WORKSPACE);
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("organizations")
      .selectAll()
      .where("id", "=", organizationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) fail("NOT_FOUND", NO_WORKSPACE);
    const changes = changesOf(row, patch);
    const said = describeChanges(row, changes);
    if (said.length > 0) {
      const { feature_flags, ...columns } = changes;
      await trx
        .updateTable("organizations")
        .set({
          ...columns,
          ...(feature_flags ? { feature_flags: JSON.stringify(feature_flags) } : {}),
          updated_at: new Date(),
        })
        .where("id", "=", organizationId)
        .execute();
    }
    if (patch.verifyDomain) {
      const verified = await markDomainVerifiedByStaff(trx, organizationId, patch.verifyDomain);
      if (verified) said.push(`Domain verified by staff: ${verified}`);
    }
    if (said.length > 0) await recordStaffChanges(trx, staffId, organizationId, said);
  });
}

/** Activity rows for staff's changes to a workspace, each with the staff member's name. */
export async function recordStaffChanges(
  db: Db,
  staffId: string,
  organizationId: string,
  said: readonly string[],
): Promise<void> {
  const staff = await db
    .selectFrom("users")
    .select("name")
    .where("id", "=", staffId)
    .executeTakeFirstOrThrow();
  await recordActivities(
    db,
    said.map((change) => ({
      organizationId,
      actorId: staffId,
      action: "UPDATE" as const,
      targetTable: "organization" as const,
      targetId: organizationId,
      metadata: { staff_name: staff.name, change },
    })),
  );
}
