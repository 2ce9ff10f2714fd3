import type { Db } from "../db/connection.js";
import { GENERATION_JOB } from "../modules/generations/generation-job-kind.js";
import { enqueueJob } from "../modules/jobs/enqueue-job.js";

/**
 * A request in a workbench's history, queued (its job waits: test servers run no jobs unless
 * asked), with one image when `withOutput`; answers its id and its image's.
 */
export async function buildGeneration(
  db: Db,
  values: {
    organizationId: string;
    workbenchId: string;
    requestedBy: string;
    prompt?: string;
    outputBlobId?: string;
  },
): Promise<{ id: string; outputId: string | null }> {
  const { id } = await db
    .insertInto("generations")
    .values({
      organization_id: values.organizationId,
      workbench_id: values.workbenchId,
      requested_by: values.requestedBy,
      kind: "RENDER",
      prompt: values.prompt ?? "A coupé",
      settings: JSON.stringify({
        styleId: "studio-product",
        influence: 75,
        outputs: 1,
        aspect: "1:1",
        seed: 1,
        upscale: null,
        width: 1024,
        height: 1024,
        placement: null,
      }),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const jobId = await enqueueJob(db, {
    kind: GENERATION_JOB,
    organizationId: values.organizationId,
    payload: { generationId: id, workbenchId: values.workbenchId },
  });
  await db.updateTable("generations").set({ job_id: jobId }).where("id", "=", id).execute();
  if (!values.outputBlobId) return { id, outputId: null };
  const output = await db
    .insertInto("generation_outputs")
    .values({ generation_id: id, position: 0, blob_id: values.outputBlobId, width: 8, height: 8 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, outputId: output.id };
}
