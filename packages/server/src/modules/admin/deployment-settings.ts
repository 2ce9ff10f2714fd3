import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { recordStaffAction } from "./staff-audit.js";

export interface DeploymentSettings {
  blockCreateOrganization: boolean;
  /** Off, no share link of any workspace opens, and none can be made (migration 0026). */
  shareLinksEnabled: boolean;
}

/**
 * The settings in force: staff's value from /admin where they set one, else the environment's
 * (BLOCK_CREATE_ORGANIZATION stays the default). Read from the database on each use, so that
 * every process of the deployment follows a change at once.
 */
export async function deploymentSettings(db: Db, config: Config): Promise<DeploymentSettings> {
  const row = await db
    .selectFrom("deployment_settings")
    .select(["block_create_organization", "share_links_enabled"])
    .executeTakeFirst();
  return {
    blockCreateOrganization: row?.block_create_organization ?? config.blockCreateOrganization,
    shareLinksEnabled: row?.share_links_enabled ?? true,
  };
}

/** Staff's change to the deployment's settings, written to the staff audit trail. */
export async function updateDeploymentSettings(
  db: Db,
  config: Config,
  staffId: string,
  patch: Partial<DeploymentSettings>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await deploymentSettings(trx, config);
    const block = patch.blockCreateOrganization;
    if (block !== undefined && block !== before.blockCreateOrganization) {
      await trx
        .updateTable("deployment_settings")
        .set({ block_create_organization: block, updated_by: staffId, updated_at: new Date() })
        .execute();
      await recordStaffAction(trx, staffId, {
        action: "UPDATE_SETTING",
        detail: `Block workspace creation: ${block ? "on" : "off"}`,
      });
    }
    const sharing = patch.shareLinksEnabled;
    if (sharing !== undefined && sharing !== before.shareLinksEnabled) {
      await trx
        .updateTable("deployment_settings")
        .set({ share_links_enabled: sharing, updated_by: staffId, updated_at: new Date() })
        .execute();
      await recordStaffAction(trx, staffId, {
        action: "UPDATE_SETTING",
        detail: `Share links: ${sharing ? "on" : "off"}`,
      });
    }
  });
}
