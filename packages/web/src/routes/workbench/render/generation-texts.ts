import type { GenerationState } from "@contour/core";

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
