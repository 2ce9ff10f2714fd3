import type { GenerationKind, GenerationState } from "@contour/core";

/** How the history names each kind of request. */
export const GENERATION_KIND_LABELS: Record<GenerationKind, string> = {
  RENDER: "Render",
  REFINE: "Refine",
  MODIFY: "Modify",
  TEXT_TO_IMAGE: "Text to image",
  REMOVE_BACKGROUND: "Background removed",
  UPSCALE: "Upscale",
  LINE_ART: "Line art",
};

/** A waiting request's place, in words: "Next in line", "3rd in line". */
export function queueText(position: number | null): string {
  if (position === null || position <= 1) return "Next in line";
  const suffix =
    position % 100 >= 11 && position % 100 <= 13
      ? "th"
      : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[position % 10] ?? "th");
  return `${position}${suffix} in line`;
}

export const STATE_LABELS: Record<GenerationState, string> = {
  QUEUED: "Waiting",
  RUNNING: "Rendering",
  SUCCEEDED: "Done",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
};

/** A placed image's layer: what made it and which of its images ("Render 2", "Modify 1"). */
export function layerNameOf(kind: GenerationKind, position: number): string {
  return `${GENERATION_KIND_LABELS[kind]} ${position + 1}`;
}
