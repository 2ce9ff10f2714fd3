import type { Db } from "../../db/connection.js";

export interface AiSettingsRow {
  enabled: boolean;
  backendKind: "comfyui" | "automatic1111" | null;
  backendUrl: string | null;
  backendTokenSealed: string | null;
}

/** A workspace's own AI settings; without a row, on and on the deployment's backend. */
export async function readAiSettings(db: Db, organizationId: string): Promise<AiSettingsRow> {
  const row = await db
    .selectFrom("organization_ai_settings")
    .select(["enabled", "backend_kind", "backend_url", "backend_token_sealed"])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return {
    enabled: row?.enabled ?? true,
    backendKind: row?.backend_kind ?? null,
    backendUrl: row?.backend_url ?? null,
    backendTokenSealed: row?.backend_token_sealed ?? null,
  };
}

export async function writeAiSettings(
  db: Db,
  organizationId: string,
  settings: AiSettingsRow,
): Promise<void> {
  const values = {
    enabled: settings.enabled,
    backend_kind: settings.backendKind,
    backend_url: settings.backendUrl,
    backend_token_sealed: settings.backendTokenSealed,
    updated_at: new Date(),
  };
  await db
    .insertInto("organization_ai_settings")
    .values({ organization_id: organizationId, ...values })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(values))
    .execute();
}
