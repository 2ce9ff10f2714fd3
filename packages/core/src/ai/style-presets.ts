/**
 * The render styles a designer picks in the Render panel (issue 18): each a named set of backend
 * settings. These are the repo's defaults; a workspace may keep its own edited copies.
 */
export interface RenderStyle {
  id: string;
  name: string;
  /** Added after the designer's prompt. */
  promptSuffix: string;
  negativePrompt: string;
  /** The checkpoint file the backend loads (ComfyUI's models/checkpoints). */
  checkpoint: string;
  /** The ControlNet model that reads the drawing's lines. */
  controlNet: string;
  steps: number;
  cfg: number;
  sampler: string;
  scheduler: string;
  /** The drawing influence the panel starts at, 0–100 as the panel shows it. */
  influence: number;
}

const SDXL = "sd_xl_base_1.0.safetensors";
const LINEART = "control-lora-sketch-rank256.safetensors";
const COMMON_NEGATIVE = "blurry, low quality, deformed, watermark, text, signature";

/** The style the Render panel starts at, and the settings a workspace's new style starts from. */
export const DEFAULT_RENDER_STYLE: RenderStyle = {
  id: "studio-product",
  name: "Studio product shot",
  promptSuffix:
    "studio product photography, seamless grey backdrop, softbox lighting, sharp focus, 85mm",
  negativePrompt: COMMON_NEGATIVE,
  checkpoint: SDXL,
  controlNet: LINEART,
  steps: 28,
  cfg: 6.5,
  sampler: "dpmpp_2m",
  scheduler: "karras",
  influence: 75,
};

export const RENDER_STYLES: readonly RenderStyle[] = [
  DEFAULT_RENDER_STYLE,
  {
    id: "clay",
    name: "Clay render",
    promptSuffix: "matte grey clay model, ambient occlusion, soft studio light, no texture",
    negativePrompt: `${COMMON_NEGATIVE}, colour, reflections`,
    checkpoint: SDXL,
    controlNet: LINEART,
    steps: 24,
    cfg: 6,
    sampler: "dpmpp_2m",
    scheduler: "karras",
    influence: 85,
  },
  {
    id: "marker",
    name: "Marker rendering",
    promptSuffix:
      "industrial design marker rendering, alcohol markers, white highlights, loose confident lines, paper",
    negativePrompt: `${COMMON_NEGATIVE}, photo`,
    checkpoint: SDXL,
    controlNet: LINEART,
    steps: 24,
    cfg: 7,
    sampler: "euler_ancestral",
    scheduler: "normal",
    influence: 90,
  },
  {
    id: "photoreal-exterior",
    name: "Photoreal exterior",
    promptSuffix:
      "photorealistic car exterior, outdoor location, golden hour, reflections on paint, automotive photography",
    negativePrompt: COMMON_NEGATIVE,
    checkpoint: SDXL,
    controlNet: LINEART,
    steps: 30,
    cfg: 6.5,
    sampler: "dpmpp_2m",
    scheduler: "karras",
    influence: 70,
  },
  {
    id: "interior",
    name: "Interior",
    promptSuffix:
      "photorealistic vehicle interior, dashboard and seats, leather and brushed aluminium, soft daylight",
    negativePrompt: COMMON_NEGATIVE,
    checkpoint: SDXL,
    controlNet: LINEART,
    steps: 30,
    cfg: 6.5,
    sampler: "dpmpp_2m",
    scheduler: "karras",
    influence: 70,
  },
  {
    id: "soft-goods",
    name: "Soft goods",
    promptSuffix:
      "soft goods product photo, fabric and stitching detail, knit and mesh textures, studio light",
    negativePrompt: COMMON_NEGATIVE,
    checkpoint: SDXL,
    controlNet: LINEART,
    steps: 28,
    cfg: 6,
    sampler: "dpmpp_2m",
    scheduler: "karras",
    influence: 70,
  },
];

export const DEFAULT_RENDER_STYLE_ID = DEFAULT_RENDER_STYLE.id;

export function findRenderStyle(id: string): RenderStyle | undefined {
  return RENDER_STYLES.find((style) => style.id === id);
}
