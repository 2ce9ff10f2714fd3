/**
 * The ComfyUI nodes the test backend knows, with their inputs' types and their outputs, so it
 * refuses a prompt as ComfyUI would: an unknown class_type, a missing input, a link to a node
 * that does not exist, to an output it does not have, or of the wrong type.
 */
type Literal = "INT" | "FLOAT" | "STRING" | "BOOLEAN";
type Socket =
  | "MODEL"
  | "CLIP"
  | "VAE"
  | "CONDITIONING"
  | "LATENT"
  | "IMAGE"
  | "MASK"
  | "CONTROL_NET";

interface NodeType {
  inputs: Record<string, Literal | Socket>;
  outputs: Socket[];
  output?: true;
}

const sampler = {
  model: "MODEL",
  seed: "INT",
  steps: "INT",
  cfg: "FLOAT",
  sampler_name: "STRING",
  scheduler: "STRING",
  positive: "CONDITIONING",
  negative: "CONDITIONING",
  latent_image: "LATENT",
  denoise: "FLOAT",
} as const;

export const NODE_TYPES: Record<string, NodeType> = {
  CheckpointLoaderSimple: { inputs: { ckpt_name: "STRING" }, outputs: ["MODEL", "CLIP", "VAE"] },
  CLIPTextEncode: { inputs: { text: "STRING", clip: "CLIP" }, outputs: ["CONDITIONING"] },
  LoadImage: { inputs: { image: "STRING" }, outputs: ["IMAGE", "MASK"] },
  ImageScale: {
    inputs: {
      image: "IMAGE",
      upscale_method: "STRING",
      width: "INT",
      height: "INT",
      crop: "STRING",
    },
    outputs: ["IMAGE"],
  },
  ImageInvert: { inputs: { image: "IMAGE" }, outputs: ["IMAGE"] },
  ImageToMask: { inputs: { image: "IMAGE", channel: "STRING" }, outputs: ["MASK"] },
  ControlNetLoader: { inputs: { control_net_name: "STRING" }, outputs: ["CONTROL_NET"] },
  ControlNetApplyAdvanced: {
    inputs: {
      positive: "CONDITIONING",
      negative: "CONDITIONING",
      control_net: "CONTROL_NET",
      image: "IMAGE",
      strength: "FLOAT",
      start_percent: "FLOAT",
      end_percent: "FLOAT",
    },
    outputs: ["CONDITIONING", "CONDITIONING"],
  },
  EmptyLatentImage: {
    inputs: { width: "INT", height: "INT", batch_size: "INT" },
    outputs: ["LATENT"],
  },
  VAEEncode: { inputs: { pixels: "IMAGE", vae: "VAE" }, outputs: ["LATENT"] },
  RepeatLatentBatch: { inputs: { samples: "LATENT", amount: "INT" }, outputs: ["LATENT"] },
  InpaintModelConditioning: {
    inputs: {
      positive: "CONDITIONING",
      negative: "CONDITIONING",
      vae: "VAE",
      pixels: "IMAGE",
      mask: "MASK",
      noise_mask: "BOOLEAN",
    },
    outputs: ["CONDITIONING", "CONDITIONING", "LATENT"],
  },
  KSampler: { inputs: sampler, outputs: ["LATENT"] },
  VAEDecode: { inputs: { samples: "LATENT", vae: "VAE" }, outputs: ["IMAGE"] },
  RepeatImageBatch: { inputs: { image: "IMAGE", amount: "INT" }, outputs: ["IMAGE"] },
  ImageCompositeMasked: {
    inputs: {
      destination: "IMAGE",
      source: "IMAGE",
      x: "INT",
      y: "INT",
      resize_source: "BOOLEAN",
      mask: "MASK",
    },
    outputs: ["IMAGE"],
  },
  SaveImage: { inputs: { images: "IMAGE", filename_prefix: "STRING" }, outputs: [], output: true },
  // ComfyUI-RMBG (github.com/1038lab/ComfyUI-RMBG): the one custom node our templates use.
  RMBG: { inputs: { image: "IMAGE", model: "STRING" }, outputs: ["IMAGE", "MASK", "IMAGE"] },
};

export interface NodeError {
  message: string;
  details: string;
}

/** ComfyUI's `node_errors` shape: node id to its errors; empty when the prompt is valid. */
export type NodeErrors = Record<string, { errors: NodeError[]; class_type: string }>;

function literalFits(type: Literal, value: unknown): boolean {
  switch (type) {
    case "INT":
      return Number.isInteger(value);
    case "FLOAT":
      return typeof value === "number" && Number.isFinite(value);
    case "STRING":
      return typeof value === "string";
    case "BOOLEAN":
      return typeof value === "boolean";
  }
}

function isSocket(type: Literal | Socket): type is Socket {
  return !["INT", "FLOAT", "STRING", "BOOLEAN"].includes(type);
}

function inputError(
  prompt: Record<string, unknown>,
  type: Literal | Socket,
  value: unknown,
): string | null {
  if (value === undefined) return "Required input is missing";
  if (!isSocket(type)) return literalFits(type, value) ? null : `Value is not a valid ${type}`;
  if (!Array.isArray(value) || value.length !== 2) return `Input must be a link to a ${type}`;
  const [from, index] = value as [unknown, unknown];
  const source = typeof from === "string" ? prompt[from] : undefined;
  const sourceType = NODE_TYPES[(source as { class_type?: string } | undefined)?.class_type ?? ""];
  if (sourceType === undefined) return `Link to a missing node ${String(from)}`;
  const output = typeof index === "number" ? sourceType.outputs[index] : undefined;
  if (output !== type)
    return `Link to output ${String(index)} of node ${String(from)} is not a ${type}`;
  return null;
}

/**
 * The prompt's errors by node, as ComfyUI's validation reports them. With `hasInput`, a LoadImage
 * of a file that was never uploaded is refused too, as ComfyUI's LoadImage validation does.
 */
export function validatePrompt(
  prompt: unknown,
  hasInput?: (name: string) => boolean,
): NodeErrors | "not-a-prompt" | "no-outputs" {
  if (typeof prompt !== "object" || prompt === null || Array.isArray(prompt)) return "not-a-prompt";
  const nodes = prompt as Record<string, unknown>;
  const errors: NodeErrors = {};
  let outputs = 0;
  for (const [id, node] of Object.entries(nodes)) {
    const { class_type, inputs } = (node ?? {}) as { class_type?: unknown; inputs?: unknown };
    const type = typeof class_type === "string" ? NODE_TYPES[class_type] : undefined;
    const name = typeof class_type === "string" ? class_type : "";
    if (type === undefined || typeof inputs !== "object" || inputs === null) {
      errors[id] = {
        class_type: name,
        errors: [{ message: "Node type not found", details: name }],
      };
      continue;
    }
    if (type.output) outputs++;
    const found: NodeError[] = [];
    for (const [input, inputType] of Object.entries(type.inputs)) {
      const message = inputError(nodes, inputType, (inputs as Record<string, unknown>)[input]);
      if (message !== null) found.push({ message, details: input });
    }
    const image = (inputs as Record<string, unknown>).image;
    if (name === "LoadImage" && typeof image === "string" && hasInput && !hasInput(image)) {
      found.push({
        message: "Invalid image file",
        details: `image - Invalid image file: ${image}`,
      });
    }
    if (found.length > 0) errors[id] = { class_type: name, errors: found };
  }
  return outputs === 0 ? "no-outputs" : errors;
}
