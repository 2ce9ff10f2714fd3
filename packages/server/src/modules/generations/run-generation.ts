import {
  AI_MESSAGES,
  findRenderStyle,
  type GenerationKind,
  RENDER_STYLE_MESSAGES,
  type StoredRenderSettings,
} from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import {
  type AiBackend,
  BackendError,
  type GenerationKind as BackendKind,
  type GeneratedImage,
} from "../ai/backends/ai-backend.js";
import { LocalAiError } from "../ai/local/local-ai-error.js";
import type { LiveEvents } from "../collab/live-events.js";
import { JobError, TransientJobError } from "../jobs/job-errors.js";
import type { JobContext } from "../jobs/run-claimed-job.js";
import type { BlobStore } from "../storage/blob-store.js";
import { recordImageUpload } from "../workbench-images/image-access.js";
import { imageKey, newImageBlobId } from "../workbench-images/image-key.js";
import type { ImageType } from "../workbenches/image-type.js";
import { findGeneration, findOutput, type GenerationRow } from "./generation-queries.js";
import type { LocalAi } from "./local-ai.js";

export interface GenerationJobDeps {
  db: Db;
  blobs: BlobStore;
  live: LiveEvents;
  /** The workspace's own backend, else the deployment's; null when there is none. */
  backendFor(organizationId: string): Promise<AiBackend | null>;
  local: LocalAi;
  /** Pixels an image a backend sends may have (the render budget). */
  maxPixels: number;
}

const BACKEND_KINDS: Record<Exclude<GenerationKind, "UPSCALE" | "LINE_ART">, BackendKind> = {
  RENDER: "sketch-to-render",
  REFINE: "sketch-to-render",
  MODIFY: "inpaint",
  TEXT_TO_IMAGE: "text-to-image",
  REMOVE_BACKGROUND: "remove-background",
};

/** Progress is written at most this often: every write is a row update and a live notice. */
const PROGRESS_EVERY_MS = 400;
const PREVIEW_EVERY_MS = 1_000;
/** migration 0019's bound on a stored preview. */
const PREVIEW_MAX_BYTES = 262_144;
const GONE = "This request was deleted while it ran.";
const PNG: ImageType = { mimeType: "image/png", extension: "png" };

/** Runs one AI request's job: reads its source, asks a backend or the CPU, stores its images. */
export function createGenerationJobHandler(deps: GenerationJobDeps) {
  return async (job: JobContext): Promise<{ outputs: number }> => {
    const payload = job.payload as { generationId?: unknown } | null;
    const generationId = String(payload?.generationId ?? "");
    const generation = (await findGeneration(deps.db, generationId)) ?? fail(GONE);
    const changed = () =>
      deps.live.publish({ kind: "generations-changed", workbenchId: generation.workbench_id });
    const reporter = progressReporter(deps.db, generationId, changed);
    const source = await readSource(deps, generation);
    const images = await produce(deps, generation, source, reporter, job.signal);
    await storeOutputs(deps, generation, images);
    changed();
    return { outputs: images.length };
  };
}

function fail(message: string): never {
  throw new JobError(message, { public: true });
}

async function readSource(deps: GenerationJobDeps, generation: GenerationRow) {
  const blobOf = async (blobId: string | null) =>
    blobId === null ? null : deps.blobs.get(imageKey(generation.organization_id, blobId));
  const output = generation.source_output_id
    ? await findOutput(deps.db, generation.source_output_id)
    : null;
  const image = await blobOf(output?.blob_id ?? generation.source_blob_id);
  if ((output || generation.source_blob_id) && !image) fail("The source image is gone.");
  return { image, mask: await blobOf(generation.mask_blob_id) };
}

interface Reporter {
  progress(fraction: number): void;
  preview(image: Uint8Array): void;
}

async function produce(
  deps: GenerationJobDeps,
  generation: GenerationRow,
  source: { image: Buffer | null; mask: Buffer | null },
  reporter: Reporter,
  signal: AbortSignal,
): Promise<GeneratedImage[]> {
  const settings: StoredRenderSettings = generation.settings;
  const { kind } = generation;
  if (kind === "UPSCALE" || kind === "LINE_ART") {
    const image = source.image ?? fail("The source image is gone.");
    const limits = { maxPixels: deps.maxPixels };
    try {
      const result =
        kind === "UPSCALE"
          ? await deps.local.upscale(image, settings.upscale ?? 2, {
              limits,
              signal,
              onProgress: reporter.progress,
            })
          : await deps.local.lineArt(image, { limits, signal });
      return [result];
    } catch (error) {
      if (error instanceof LocalAiError) fail(error.message);
      throw error;
    }
  }
  const backend =
    (await deps.backendFor(generation.organization_id)) ?? fail(AI_MESSAGES.noBackend);
  // The style as it was asked for; a request made before migration 0020 kept only its id.
  const style =
    settings.style ?? findRenderStyle(settings.styleId) ?? fail(RENDER_STYLE_MESSAGES.notFound);
  const influence = settings.influence / 100;
  try {
    return await backend.generate(
      {
        kind: BACKEND_KINDS[kind],
        prompt: generation.prompt,
        negativePrompt: "",
        source: source.image,
        mask: source.mask,
        width: settings.width,
        height: settings.height,
        influence,
        // A refine starts from the output itself: the more influence, the less it may change.
        denoise: kind === "REFINE" ? Math.max(0.15, 1 - influence) : 1,
        seed: settings.seed,
        count: settings.outputs,
        style: {
          checkpoint: style.checkpoint,
          steps: style.steps,
          cfg: style.cfg,
          sampler: style.sampler,
          scheduler: style.scheduler,
          controlNet: style.controlNet,
          promptSuffix: style.promptSuffix,
          negativeSuffix: style.negativePrompt,
        },
      },
      {
        onProgress: (step, steps) => reporter.progress(steps > 0 ? step / steps : 0),
        onPreview: reporter.preview,
      },
      signal,
    );
  } catch (error) {
    if (error instanceof BackendError) {
      const options = { public: true, cause: error };
      throw error.transient
        ? new TransientJobError(error.message, options)
        : new JobError(error.message, options);
    }
    throw error;
  }
}

function progressReporter(db: Db, generationId: string, changed: () => void): Reporter {
  let progressAt = 0;
  let previewAt = 0;
  return {
    progress(fraction) {
      const now = Date.now();
      if (now - progressAt < PROGRESS_EVERY_MS && fraction < 1) return;
      progressAt = now;
      const progress = Math.min(1, Math.max(0, fraction));
      void db
        .updateTable("generations")
        .set({ progress })
        .where("id", "=", generationId)
        .execute()
        .then(changed, () => undefined);
    },
    preview(image) {
      const now = Date.now();
      if (now - previewAt < PREVIEW_EVERY_MS) return;
      previewAt = now;
      // The backend client already scaled it (backend-choice.ts); a rare one past the column's bound
      // is skipped, as previews are a courtesy.
      if (image.byteLength > PREVIEW_MAX_BYTES) return;
      void db
        .updateTable("generations")
        .set({ preview_png: Buffer.from(image) })
        .where("id", "=", generationId)
        .execute()
        .then(changed, () => undefined);
    },
  };
}

/** Each image becomes a workbench image of the request's workbench, then an output of it. */
async function storeOutputs(
  deps: GenerationJobDeps,
  generation: GenerationRow,
  images: readonly GeneratedImage[],
): Promise<void> {
  const stored: { blobId: string; width: number; height: number }[] = [];
  // Every image is a PNG by now: a backend's checked and encoded again by its client, the CPU's
  // made by us.
  for (const image of images) {
    const blobId = newImageBlobId(PNG);
    await deps.blobs.put(imageKey(generation.organization_id, blobId), image.png);
    stored.push({ blobId, width: image.width, height: image.height });
  }
  await inTransaction(deps.db, async (trx) => {
    const exists = await trx
      .selectFrom("generations")
      .select("id")
      .where("id", "=", generation.id)
      .forUpdate()
      .executeTakeFirst();
    if (!exists) fail(GONE);
    const workbench = { id: generation.workbench_id, organization_id: generation.organization_id };
    for (const [position, output] of stored.entries()) {
      await recordImageUpload(trx, workbench, output.blobId);
      await trx
        .insertInto("generation_outputs")
        .values({
          generation_id: generation.id,
          position,
          blob_id: output.blobId,
          width: output.width,
          height: output.height,
        })
        .execute();
    }
    await trx
      .updateTable("generations")
      .set({ progress: 1, preview_png: null })
      .where("id", "=", generation.id)
      .execute();
  });
}
