import {
  AI_MESSAGES,
  aiRefusal,
  type GenerationKind,
  isLocalGeneration,
  isValidPlacement,
  needsSource,
  RENDER_SETTINGS_MESSAGES,
  type RenderPlacement,
  type RenderSettings,
  renderSettingsProblem,
  renderSize,
  renderSizeOf,
  type StoredRenderSettings,
  usesPrompt,
  WAITING_GENERATIONS_MAX,
} from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import type { WorkspaceRenderStyle } from "../ai-settings/render-style-queries.js";
import { enqueueJob } from "../jobs/enqueue-job.js";
import { readAiWorkspace } from "./ai-workspace.js";
import { GENERATION_JOB, generationTimeoutMs } from "./generation-job-kind.js";
import { usageMonth } from "./generation-queries.js";

export interface GenerationRequestInput {
  kind: GenerationKind;
  prompt: string;
  settings: RenderSettings;
  /** The workspace's style that `settings.styleId` names as it is now; null when it has none. */
  style: WorkspaceRenderStyle | null;
  /** A workbench image of this workbench (checked by the caller). */
  sourceBlobId: string | null;
  maskBlobId: string | null;
  sourceOutputId: string | null;
  /** The source's size, for an upscale's or a refine's output size. */
  sourceSize: { width: number; height: number } | null;
  placement: RenderPlacement | null;
}

/**
 * The request's settings checked, with the size the backend is asked for and, for a backend's
 * work, the style it renders with: the job reads that, not the workspace's style when it runs.
 */
export function storedSettings(input: GenerationRequestInput): StoredRenderSettings {
  const problem = renderSettingsProblem(
    input.kind,
    input.prompt,
    input.settings,
    (id) => input.style?.id === id,
  );
  if (problem) fail("BAD_USER_INPUT", RENDER_SETTINGS_MESSAGES[problem]);
  if (needsSource(input.kind) && !input.sourceBlobId && !input.sourceOutputId)
    fail("BAD_USER_INPUT", AI_MESSAGES.sourceRequired);
  if (input.kind === "MODIFY" && !input.maskBlobId)
    fail("BAD_USER_INPUT", AI_MESSAGES.maskRequired);
  if (input.placement && !isValidPlacement(input.placement))
    fail("BAD_USER_INPUT", "The placement must be finite numbers with a positive size.");
  const stored = { ...input.settings, ...outputSize(input), placement: input.placement };
  if (isLocalGeneration(input.kind) || !input.style) return stored;
  // The style's settings; where the workspace's listing says it came from is not one.
  const { origin: _origin, ...style } = input.style;
  return { ...stored, style };
}

/**
 * The size asked of the work: the panel's aspect for a render from the canvas and for text to
 * image; the source's own proportions when the work keeps the source (refine, modify, background
 * removal), so that nothing of it is cropped; the result's size for the server's own work.
 */
function outputSize(input: GenerationRequestInput): { width: number; height: number } {
  if (isLocalGeneration(input.kind)) return input.sourceSize ?? { width: 0, height: 0 };
  if (input.kind === "RENDER" || input.kind === "TEXT_TO_IMAGE" || !input.sourceSize)
    return renderSize(input.settings.aspect);
  return renderSizeOf(input.sourceSize.width, input.sourceSize.height);
}

/**
 * Records a request and queues its job, in one transaction that holds the workspace's row, so
 * the month's count and the waiting limit hold for requests made at once. Returns its id.
 */
export async function startGeneration(
  db: Db,
  requester: { userId: string; organizationId: string; workbenchId: string },
  input: GenerationRequestInput,
  now = new Date(),
): Promise<string> {
  const settings = storedSettings(input);
  return inTransaction(db, async (trx) => {
    const workspace = await readAiWorkspace(trx, requester.organizationId, now, true);
    const refusal = aiRefusal(workspace);
    if (refusal) fail(refusal.code, refusal.message);
    const { waiting } = await trx
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<string>().as("waiting"))
      .where("organization_id", "=", requester.organizationId)
      .where("kind", "=", GENERATION_JOB)
      .where("state", "in", ["queued", "running"])
      .executeTakeFirstOrThrow();
    if (Number(waiting) >= WAITING_GENERATIONS_MAX)
      fail("FORBIDDEN", AI_MESSAGES.tooManyWaiting(WAITING_GENERATIONS_MAX));

    const { id } = await trx
      .insertInto("generations")
      .values({
        organization_id: requester.organizationId,
        workbench_id: requester.workbenchId,
        requested_by: requester.userId,
        kind: input.kind,
        // Checked like any prompt, but not kept when the work ignores it: the history would
        // show it as if it had counted.
        prompt: usesPrompt(input.kind) ? input.prompt : "",
        settings: JSON.stringify(settings),
        source_blob_id: input.sourceBlobId,
        mask_blob_id: input.maskBlobId,
        source_output_id: input.sourceOutputId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const jobId = await enqueueJob(trx, {
      kind: GENERATION_JOB,
      organizationId: requester.organizationId,
      payload: { generationId: id, workbenchId: requester.workbenchId },
      timeoutMs: generationTimeoutMs(input.kind),
    });
    await trx.updateTable("generations").set({ job_id: jobId }).where("id", "=", id).execute();
    await trx
      .insertInto("ai_usage")
      .values({ organization_id: requester.organizationId, month: usageMonth(now), requests: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["organization_id", "month"])
          .doUpdateSet({ requests: sql`ai_usage.requests + 1` }),
      )
      .execute();
    return id;
  });
}
