import type { RenderStyle } from "./style-presets.js";

/**
 * What a designer asks of a render (issue 18), checked the same way by the panel and the server.
 */

/** The kinds of work: those through a backend first, then those done on the server's CPU. */
export const GENERATION_KINDS = [
  "RENDER",
  "REFINE",
  "MODIFY",
  "TEXT_TO_IMAGE",
  "REMOVE_BACKGROUND",
  "UPSCALE",
  "LINE_ART",
] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

/** Where a request stands: its job's state (modules/jobs), as the history shows it. */
export const GENERATION_STATES = ["QUEUED", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

const LOCAL_KINDS: ReadonlySet<GenerationKind> = new Set(["UPSCALE", "LINE_ART"]);

/** Whether the server does it itself, with no backend. */
export function isLocalGeneration(kind: GenerationKind): boolean {
  return LOCAL_KINDS.has(kind);
}

/** The kinds that need a source image; text to image is the one without. */
export function needsSource(kind: GenerationKind): boolean {
  return kind !== "TEXT_TO_IMAGE";
}

const PROMPTLESS_KINDS: ReadonlySet<GenerationKind> = new Set([
  "REMOVE_BACKGROUND",
  "UPSCALE",
  "LINE_ART",
]);

/** Whether the prompt steers the work; the others ignore it, so a request of theirs keeps none. */
export function usesPrompt(kind: GenerationKind): boolean {
  return !PROMPTLESS_KINDS.has(kind);
}

export const RENDER_ASPECTS = ["1:1", "4:3", "3:2", "16:9", "3:4", "2:3", "9:16"] as const;
export type RenderAspect = (typeof RENDER_ASPECTS)[number];

/** About a megapixel, the size the common checkpoints were trained at. */
const RENDER_AREA = 1024 * 1024;

/** The output size of an aspect: near RENDER_AREA, each side a multiple of 64 as latents need. */
export function renderSize(aspect: RenderAspect): { width: number; height: number } {
  const [across, down] = aspect.split(":").map(Number) as [number, number];
  return scaledToRenderArea(across, down, 64);
}

/**
 * The render size of an image's own proportions (a Modify's crop, an output refined): near
 * RENDER_AREA whatever its size, as the checkpoints work best there, sides multiples of 8 (a
 * latent's pixel) so that the proportions hold and the backend crops next to nothing.
 */
export function renderSizeOf(width: number, height: number): { width: number; height: number } {
  return scaledToRenderArea(width, height, 8);
}

function scaledToRenderArea(width: number, height: number, step: number) {
  const unit = Math.sqrt(RENDER_AREA / (width * height));
  const snap = (value: number) => Math.max(64, Math.round(value / step) * step);
  return { width: snap(width * unit), height: snap(height * unit) };
}

/** The aspect closest to a width and height: what the panel starts at for a source. */
export function nearestAspect(width: number, height: number): RenderAspect {
  const ratio = width / Math.max(1, height);
  let best: RenderAspect = "1:1";
  for (const aspect of RENDER_ASPECTS) {
    const [across, down] = aspect.split(":").map(Number) as [number, number];
    const [bestAcross, bestDown] = best.split(":").map(Number) as [number, number];
    if (
      Math.abs(Math.log(ratio / (across / down))) <
      Math.abs(Math.log(ratio / (bestAcross / bestDown)))
    )
      best = aspect;
  }
  return best;
}

export const PROMPT_MAX_LENGTH = 1000;
export const RENDER_OUTPUTS_MAX = 4;
export const UPSCALE_FACTORS = [2, 4] as const;
export type UpscaleFactor = (typeof UPSCALE_FACTORS)[number];
/** The longest side an upscale may produce (issue 18). */
export const UPSCALE_MAX_SIDE = 10_000;
/** GraphQL's Int is 32-bit and signed: seeds fit it. */
export const SEED_MAX = 2_147_483_647;

/** The panel's settings as the server takes them; `null` where a kind has no use for one. */
export interface RenderSettings {
  styleId: string;
  /** 0–100: how closely the render follows the drawing's lines. */
  influence: number;
  outputs: number;
  aspect: RenderAspect;
  seed: number;
  upscale: UpscaleFactor | null;
}

export type RenderSettingsProblem =
  | "promptTooLong"
  | "promptRequired"
  | "influenceOutOfRange"
  | "outputsOutOfRange"
  | "seedOutOfRange"
  | "unknownStyle"
  | "upscaleFactor";

/** The first thing wrong with a request, or null. */
export function renderSettingsProblem(
  kind: GenerationKind,
  prompt: string,
  settings: RenderSettings,
  isKnownStyle: (id: string) => boolean,
): RenderSettingsProblem | null {
  if (prompt.length > PROMPT_MAX_LENGTH) return "promptTooLong";
  if ((kind === "TEXT_TO_IMAGE" || kind === "MODIFY") && prompt.trim() === "")
    return "promptRequired";
  if (!Number.isInteger(settings.influence) || settings.influence < 0 || settings.influence > 100)
    return "influenceOutOfRange";
  if (
    !Number.isInteger(settings.outputs) ||
    settings.outputs < 1 ||
    settings.outputs > RENDER_OUTPUTS_MAX
  )
    return "outputsOutOfRange";
  if (!Number.isInteger(settings.seed) || settings.seed < 0 || settings.seed > SEED_MAX)
    return "seedOutOfRange";
  if (!isLocalGeneration(kind) && !isKnownStyle(settings.styleId)) return "unknownStyle";
  if (kind === "UPSCALE" && settings.upscale === null) return "upscaleFactor";
  return null;
}

/** A fresh seed for "Render" when the designer has not fixed one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * SEED_MAX);
}

/** Where the source lay on an artboard, so an output can be placed over it, aligned. */
export interface RenderPlacement {
  artboardId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A placement of finite numbers with a positive size, or null. */
export function isValidPlacement(placement: RenderPlacement): boolean {
  const { x, y, width, height, artboardId } = placement;
  return (
    artboardId.length > 0 &&
    artboardId.length <= 64 &&
    [x, y, width, height].every((value) => Number.isFinite(value) && Math.abs(value) <= 1e6) &&
    width > 0 &&
    height > 0
  );
}

/**
 * What a request keeps: the panel's settings, the size asked of the backend, the placement, and
 * the workspace's style as it was when asked, so an Admin's later edit does not change a waiting
 * job. Requests made before migration 0020, and the server's own work, have no `style`.
 */
export interface StoredRenderSettings extends RenderSettings {
  width: number;
  height: number;
  placement: RenderPlacement | null;
  style?: RenderStyle;
}
