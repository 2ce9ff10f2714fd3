import {
  colourOf,
  composite,
  decodePixels,
  encodeJpeg,
  encodePng,
  gradient,
  invert,
  maskOf,
  type Pixels,
  resizePixels,
  tint,
} from "./test-pixels.js";

interface Body {
  prompt?: unknown;
  seed?: unknown;
  width?: unknown;
  height?: unknown;
  batch_size?: unknown;
  init_images?: unknown;
  mask?: unknown;
  alwayson_scripts?: { controlnet?: { args?: { image?: unknown }[] } };
}

const num = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);
const bytes = (value: unknown) => Buffer.from(typeof value === "string" ? value : "", "base64");

/**
 * The images an Automatic1111 call yields in the test backend, by the ComfyUI test backend's
 * rules: txt2img a gradient, or the ControlNet image inverted and tinted, followed by the
 * "detected map" ControlNet appends; img2img the init image tinted, only under the mask if any.
 */
export async function automatic1111Images(body: Body): Promise<Buffer[]> {
  const width = num(body.width, 512);
  const height = num(body.height, 512);
  const count = num(body.batch_size, 1);
  const text = String(body.prompt ?? "");
  const seed = num(body.seed, 0);
  const control = body.alwayson_scripts?.controlnet?.args?.[0]?.image;
  const init = Array.isArray(body.init_images) ? body.init_images[0] : undefined;
  const fit = async (value: unknown) =>
    resizePixels(await decodePixels(bytes(value)), width, height, false);
  const guide = control === undefined ? null : invert(await fit(control));
  const start = init === undefined ? null : await fit(init);
  const mask = body.mask === undefined ? null : maskOf(await fit(body.mask), 0);
  const frames: Pixels[] = [];
  for (let i = 0; i < count; i++) {
    const colour = colourOf(text, seed, i);
    const base = start ?? guide;
    const rendered = base === null ? gradient(width, height, colour) : tint(base, colour);
    frames.push(start !== null && mask !== null ? composite(start, rendered, mask) : rendered);
  }
  if (guide !== null) frames.push(guide);
  return Promise.all(frames.map(encodePng));
}

/** A small JPEG preview, as `/sdapi/v1/progress` sends in `current_image`. */
export async function automatic1111Preview(text: string): Promise<string> {
  return (await encodeJpeg(gradient(32, 32, colourOf(text, 0, 0)))).toString("base64");
}
