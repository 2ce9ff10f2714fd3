import type { GenerationRequest } from "../backends/ai-backend.js";
import inpaintJson from "./inpaint.v1.json" with { type: "json" };
import removeBackgroundJson from "./remove-background.v1.json" with { type: "json" };
import sketchRefineJson from "./sketch-refine.v1.json" with { type: "json" };
import sketchToRenderJson from "./sketch-to-render.v1.json" with { type: "json" };
import textToImageJson from "./text-to-image.v1.json" with { type: "json" };
import { parseTemplate, setInputs, type Workflow } from "./workflow.js";

/** The names ComfyUI gave the uploaded images (what LoadImage's `image` input takes). */
export interface UploadedImages {
  source: string | null;
  mask: string | null;
}

export interface FilledWorkflow {
  /** File name without `.json`, e.g. "sketch-to-render.v1": recorded with the job. */
  template: string;
  workflow: Workflow;
  /** The SaveImage node whose images are the result. */
  outputNode: string;
}

const templates = {
  sketchToRender: parseTemplate("sketch-to-render.v1", sketchToRenderJson),
  sketchRefine: parseTemplate("sketch-refine.v1", sketchRefineJson),
  inpaint: parseTemplate("inpaint.v1", inpaintJson),
  textToImage: parseTemplate("text-to-image.v1", textToImageJson),
  removeBackground: parseTemplate("remove-background.v1", removeBackgroundJson),
};

/** The user's words and the style's, joined as one prompt. */
export function withSuffix(text: string, suffix: string): string {
  return [text.trim(), suffix.trim()].filter((part) => part.length > 0).join(", ");
}

/**
 * The ComfyUI prompt for a request. Sketch-to-render has one rule for its two templates:
 * denoise 1 renders afresh from an empty latent guided by the sketch through ControlNet, with
 * strength = influence (sketch-to-render.v1; the sketch, dark lines on white, is inverted for
 * line-art and scribble models); denoise below 1 refines the source, an earlier render, which
 * becomes the starting latent; no ControlNet then, denoise alone says how much may change
 * (sketch-refine.v1). Inpaint ignores influence too.
 */
export function fillWorkflow(request: GenerationRequest, uploads: UploadedImages): FilledWorkflow {
  switch (request.kind) {
    case "sketch-to-render":
      return request.denoise >= 1
        ? fillSketchToRender(request, required(uploads.source))
        : fillSketchRefine(request, required(uploads.source));
    case "inpaint":
      return fillInpaint(request, required(uploads.source), required(uploads.mask));
    case "text-to-image":
      return fillTextToImage(request);
    case "remove-background":
      return fillRemoveBackground(required(uploads.source));
  }
}

function required(name: string | null): string {
  if (name === null) throw new Error("This kind of render needs an uploaded image");
  return name;
}

/** Checkpoint, prompts and sampler: the nodes every diffusion template shares. */
function fillCommon(
  workflow: Workflow,
  request: GenerationRequest,
  nodes: { checkpoint: string; positive: string; negative: string; sampler: string },
  denoise: number,
): void {
  const { style } = request;
  setInputs(workflow, nodes.checkpoint, { ckpt_name: style.checkpoint });
  setInputs(workflow, nodes.positive, { text: withSuffix(request.prompt, style.promptSuffix) });
  setInputs(workflow, nodes.negative, {
    text: withSuffix(request.negativePrompt, style.negativeSuffix),
  });
  setInputs(workflow, nodes.sampler, {
    seed: request.seed,
    steps: style.steps,
    cfg: style.cfg,
    sampler_name: style.sampler,
    scheduler: style.scheduler,
    denoise,
  });
}

const size = (request: GenerationRequest) => ({ width: request.width, height: request.height });

function fillSketchToRender(request: GenerationRequest, source: string): FilledWorkflow {
  const workflow = structuredClone(templates.sketchToRender);
  fillCommon(workflow, request, { checkpoint: "1", positive: "2", negative: "3", sampler: "9" }, 1);
  setInputs(workflow, "4", { image: source });
  setInputs(workflow, "5", size(request));
  setInputs(workflow, "6", { control_net_name: request.style.controlNet });
  setInputs(workflow, "7", { strength: request.influence });
  setInputs(workflow, "8", { ...size(request), batch_size: request.count });
  return { template: "sketch-to-render.v1", workflow, outputNode: "11" };
}

function fillSketchRefine(request: GenerationRequest, source: string): FilledWorkflow {
  const workflow = structuredClone(templates.sketchRefine);
  const nodes = { checkpoint: "1", positive: "2", negative: "3", sampler: "10" };
  fillCommon(workflow, request, nodes, request.denoise);
  setInputs(workflow, "4", { image: source });
  setInputs(workflow, "5", size(request));
  setInputs(workflow, "9", { amount: request.count });
  return { template: "sketch-refine.v1", workflow, outputNode: "12" };
}

function fillInpaint(request: GenerationRequest, source: string, mask: string): FilledWorkflow {
  const workflow = structuredClone(templates.inpaint);
  const nodes = { checkpoint: "1", positive: "2", negative: "3", sampler: "11" };
  fillCommon(workflow, request, nodes, request.denoise);
  setInputs(workflow, "4", { image: source });
  setInputs(workflow, "5", size(request));
  setInputs(workflow, "6", { image: mask });
  setInputs(workflow, "7", size(request));
  setInputs(workflow, "10", { amount: request.count });
  setInputs(workflow, "13", { amount: request.count });
  return { template: "inpaint.v1", workflow, outputNode: "15" };
}

function fillTextToImage(request: GenerationRequest): FilledWorkflow {
  const workflow = structuredClone(templates.textToImage);
  fillCommon(workflow, request, { checkpoint: "1", positive: "2", negative: "3", sampler: "5" }, 1);
  setInputs(workflow, "4", { ...size(request), batch_size: request.count });
  return { template: "text-to-image.v1", workflow, outputNode: "7" };
}

function fillRemoveBackground(source: string): FilledWorkflow {
  const workflow = structuredClone(templates.removeBackground);
  setInputs(workflow, "1", { image: source });
  return { template: "remove-background.v1", workflow, outputNode: "3" };
}
