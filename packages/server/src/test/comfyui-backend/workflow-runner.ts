import {
  colourOf,
  composite,
  cutOut,
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

/** What the runner asks of the server around it. */
export interface RunHooks {
  upload(name: string): Uint8Array | undefined;
  executing(node: string): void;
  /** One sampling step: waits, and throws when the prompt is interrupted. */
  step(value: number, max: number, node: string): Promise<void>;
  preview(jpeg: Buffer): void;
  executed(node: string, pngs: Buffer[]): void;
  /** When set, every KSampler runs this many steps whatever the prompt says (fast tests). */
  steps: number | null;
}

/** A node that failed while running, as ComfyUI's execution_error reports it. */
export class NodeFailure extends Error {
  constructor(
    message: string,
    readonly node: string,
    readonly classType: string,
  ) {
    super(message);
  }
}

interface Conditioning {
  text: string;
  control: Pixels | null;
}
interface Latent {
  width: number;
  height: number;
  count: number;
  frames: Pixels[] | null;
  sampled: { text: string; seed: number; control: Pixels | null } | null;
}
type Value =
  | { kind: "other" }
  | { kind: "conditioning"; value: Conditioning }
  | { kind: "images"; frames: Pixels[] }
  | { kind: "mask"; mask: Pixels }
  | { kind: "latent"; latent: Latent };

type Node = { class_type: string; inputs: Record<string, unknown> };
const OTHER: Value = { kind: "other" };

/**
 * Runs a validated prompt with stand-ins for the models: images derived deterministically from
 * the inputs (see test-pixels.ts), so a test can predict and compare them.
 */
export async function runPrompt(prompt: Record<string, Node>, hooks: RunHooks): Promise<void> {
  const done = new Map<string, Value[]>();
  const evaluate = async (id: string): Promise<Value[]> => {
    const known = done.get(id);
    if (known !== undefined) return known;
    const node = prompt[id] as Node;
    const inputs: Record<string, Value | unknown> = {};
    for (const [key, value] of Object.entries(node.inputs)) {
      if (Array.isArray(value)) {
        const outputs = await evaluate(String(value[0]));
        inputs[key] = outputs[Number(value[1])];
      } else inputs[key] = value;
    }
    hooks.executing(id);
    const outputs = await execute(id, node.class_type, inputs, hooks);
    done.set(id, outputs);
    return outputs;
  };
  for (const [id, node] of Object.entries(prompt)) {
    if (node.class_type === "SaveImage") await evaluate(id);
  }
}

function images(value: unknown): Pixels[] {
  return (value as Extract<Value, { kind: "images" }>).frames;
}
function mask(value: unknown): Pixels {
  return (value as Extract<Value, { kind: "mask" }>).mask;
}
function conditioning(value: unknown): Conditioning {
  return (value as Extract<Value, { kind: "conditioning" }>).value;
}
function latent(value: unknown): Latent {
  return (value as Extract<Value, { kind: "latent" }>).latent;
}
const num = (value: unknown) => value as number;

async function execute(
  id: string,
  classType: string,
  inputs: Record<string, unknown>,
  hooks: RunHooks,
): Promise<Value[]> {
  switch (classType) {
    case "LoadImage": {
      const bytes = hooks.upload(String(inputs.image));
      if (bytes === undefined)
        throw new NodeFailure(`Invalid image file: ${inputs.image}`, id, classType);
      const pixels = await decodePixels(bytes);
      return [
        { kind: "images", frames: [pixels] },
        { kind: "mask", mask: maskOf(pixels, "inverted-alpha") },
      ];
    }
    case "ImageScale": {
      const nearest = inputs.upscale_method === "nearest-exact";
      const frames = await Promise.all(
        images(inputs.image).map((frame) =>
          resizePixels(frame, num(inputs.width), num(inputs.height), nearest),
        ),
      );
      return [{ kind: "images", frames }];
    }
    case "ImageInvert":
      return [{ kind: "images", frames: images(inputs.image).map(invert) }];
    case "ImageToMask":
      return [{ kind: "mask", mask: maskOf(images(inputs.image)[0] as Pixels, 0) }];
    case "CLIPTextEncode":
      return [{ kind: "conditioning", value: { text: String(inputs.text), control: null } }];
    case "ControlNetApplyAdvanced": {
      const control = images(inputs.image)[0] as Pixels;
      const apply = (value: unknown): Value => ({
        kind: "conditioning",
        value: { ...conditioning(value), control },
      });
      return [apply(inputs.positive), apply(inputs.negative)];
    }
    case "EmptyLatentImage":
      return [latentValue(num(inputs.width), num(inputs.height), num(inputs.batch_size), null)];
    case "VAEEncode": {
      const frames = images(inputs.pixels);
      const first = frames[0] as Pixels;
      return [latentValue(first.width, first.height, frames.length, frames)];
    }
    case "InpaintModelConditioning": {
      const frames = images(inputs.pixels);
      const first = frames[0] as Pixels;
      return [
        inputs.positive as Value,
        inputs.negative as Value,
        latentValue(first.width, first.height, frames.length, frames),
      ];
    }
    case "RepeatLatentBatch": {
      const from = latent(inputs.samples);
      return [{ kind: "latent", latent: { ...from, count: from.count * num(inputs.amount) } }];
    }
    case "RepeatImageBatch":
      return [{ kind: "images", frames: repeat(images(inputs.image), num(inputs.amount)) }];
    case "KSampler":
      return [await sample(id, inputs, hooks)];
    case "VAEDecode":
      return [{ kind: "images", frames: decode(latent(inputs.samples)) }];
    case "ImageCompositeMasked": {
      const sources = images(inputs.source);
      const destinations = images(inputs.destination);
      const frames = destinations.map((frame, i) =>
        composite(frame, sources[i % sources.length] as Pixels, mask(inputs.mask)),
      );
      return [{ kind: "images", frames }];
    }
    case "RMBG": {
      const frames = images(inputs.image).map(cutOut);
      return [{ kind: "images", frames }, OTHER, OTHER];
    }
    case "SaveImage":
      hooks.executed(id, await Promise.all(images(inputs.images).map(encodePng)));
      return [];
    default:
      return [OTHER, OTHER, OTHER];
  }
}

function latentValue(width: number, height: number, count: number, frames: Pixels[] | null): Value {
  return { kind: "latent", latent: { width, height, count, frames, sampled: null } };
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: items.length * times }, (_, i) => items[i % items.length] as T);
}

async function sample(
  id: string,
  inputs: Record<string, unknown>,
  hooks: RunHooks,
): Promise<Value> {
  const from = latent(inputs.samples ?? inputs.latent_image);
  const positive = conditioning(inputs.positive);
  const steps = hooks.steps ?? num(inputs.steps);
  for (let step = 1; step <= steps; step++) {
    await hooks.step(step, steps, id);
    if (step === 1)
      hooks.preview(await encodeJpeg(gradient(64, 64, colourOf(positive.text, 0, 0))));
  }
  const sampled = { text: positive.text, seed: num(inputs.seed), control: positive.control };
  return { kind: "latent", latent: { ...from, sampled } };
}

/** Each batch image: the start image (or the ControlNet guide) tinted, or a gradient. */
function decode(from: Latent): Pixels[] {
  return Array.from({ length: from.count }, (_, i) => {
    const start = from.frames?.[i % from.frames.length] ?? null;
    if (from.sampled === null) return start ?? gradient(from.width, from.height, [0, 0, 0]);
    const colour = colourOf(from.sampled.text, from.sampled.seed, i);
    const base = start ?? from.sampled.control;
    return base === null ? gradient(from.width, from.height, colour) : tint(base, colour);
  });
}
