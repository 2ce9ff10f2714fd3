import { type RenderAspect, randomSeed, SEED_MAX } from "@contour/core";

/** The Render panel's settings as the designer left them. */
export interface RenderFormState {
  prompt: string;
  styleId: string;
  /** 0–100. */
  influence: number;
  outputs: number;
  aspect: RenderAspect;
  /** The seed typed in; empty: a new random one each time. */
  seed: string;
}

/** The seed a request is sent with: the one typed in, else a fresh random one. */
export function seedToSend(form: RenderFormState): number {
  const typed = Number(form.seed);
  return form.seed.trim() !== "" && Number.isInteger(typed) && typed >= 0 && typed <= SEED_MAX
    ? typed
    : randomSeed();
}

/** A request's stored settings back in the form, for "Copy settings" and "Render again". */
export function formFromSettings(
  prompt: string,
  stored: unknown,
  fallback: RenderFormState,
): RenderFormState {
  const settings: Record<string, unknown> =
    typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const number = (value: unknown, otherwise: number) =>
    typeof value === "number" && Number.isFinite(value) ? value : otherwise;
  return {
    prompt,
    styleId: typeof settings.styleId === "string" ? settings.styleId : fallback.styleId,
    influence: number(settings.influence, fallback.influence),
    outputs: number(settings.outputs, fallback.outputs),
    aspect: (typeof settings.aspect === "string"
      ? settings.aspect
      : fallback.aspect) as RenderAspect,
    seed: typeof settings.seed === "number" ? String(settings.seed) : fallback.seed,
  };
}
