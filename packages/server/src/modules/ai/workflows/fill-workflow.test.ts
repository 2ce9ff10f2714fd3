import { describe, expect, it } from "vitest";
import { validatePrompt } from "../../../test/comfyui-backend/comfyui-nodes.js";
import { buildGenerationRequest } from "../../../test/comfyui-backend/generation-requests.js";
import type { GenerationRequest } from "../backends/ai-backend.js";
import { fillWorkflow } from "./fill-workflow.js";
import { setInputs, type Workflow } from "./workflow.js";

const uploads = { source: "contour-source.png", mask: "contour-mask.png" };
const png = new Uint8Array([0x89]);

function only(workflow: Workflow, classType: string) {
  const nodes = Object.values(workflow).filter((node) => node.class_type === classType);
  expect(nodes).toHaveLength(1);
  return nodes[0]?.inputs;
}

const requests: GenerationRequest[] = [
  buildGenerationRequest({ kind: "sketch-to-render", source: png }),
  buildGenerationRequest({ kind: "sketch-to-render", source: png, denoise: 0.45 }),
  buildGenerationRequest({ kind: "inpaint", source: png, mask: png, denoise: 0.9 }),
  buildGenerationRequest({ kind: "text-to-image" }),
  buildGenerationRequest({ kind: "remove-background", source: png }),
];

describe("fillWorkflow", () => {
  it.each(requests.map((request) => [request.kind, request.denoise, request] as const))(
    "fills a valid %s prompt (denoise %s) whose links all reach existing outputs of their type",
    (_kind, _denoise, request) => {
      const { workflow, outputNode } = fillWorkflow(request, uploads);
      expect(validatePrompt(workflow)).toEqual({});
      expect(workflow[outputNode]?.class_type).toBe("SaveImage");
    },
  );

  it("is refused by the node table when a link or an upload is wrong", () => {
    const { workflow } = fillWorkflow(requests[0] as GenerationRequest, uploads);
    expect(validatePrompt(workflow, (name) => name !== "contour-source.png")).toMatchObject({
      "4": { errors: [{ message: "Invalid image file" }] },
    });
    const broken = structuredClone(workflow);
    const sampler = broken["9"];
    if (sampler === undefined) throw new Error("No sampler");
    sampler.inputs.latent_image = ["5", 0];
    sampler.inputs.positive = ["99", 0];
    expect(validatePrompt(broken)).toMatchObject({
      "9": { errors: [{ details: "positive" }, { details: "latent_image" }] },
    });
  });

  it("puts the sketch through ControlNet at the influence, into a fresh latent batch", () => {
    const request = buildGenerationRequest({
      kind: "sketch-to-render",
      source: png,
      seed: 123456,
      influence: 0.35,
      count: 3,
      width: 640,
      height: 448,
    });
    const { workflow, template } = fillWorkflow(request, uploads);
    expect(template).toBe("sketch-to-render.v1");
    expect(only(workflow, "KSampler")).toMatchObject({
      seed: 123456,
      steps: 4,
      cfg: 6.5,
      sampler_name: "euler",
      scheduler: "normal",
      denoise: 1,
    });
    expect(only(workflow, "ControlNetApplyAdvanced")).toMatchObject({ strength: 0.35 });
    expect(only(workflow, "ControlNetLoader")).toEqual({ control_net_name: "lineart.safetensors" });
    expect(only(workflow, "EmptyLatentImage")).toEqual({ width: 640, height: 448, batch_size: 3 });
    expect(only(workflow, "ImageScale")).toMatchObject({ width: 640, height: 448 });
    expect(only(workflow, "LoadImage")).toEqual({ image: "contour-source.png" });
    expect(only(workflow, "CheckpointLoaderSimple")).toEqual({ ckpt_name: "sdxl.safetensors" });
    const texts = Object.values(workflow)
      .filter((node) => node.class_type === "CLIPTextEncode")
      .map((node) => node.inputs.text);
    expect(texts).toEqual(["a red sports car, studio lighting", "blurry, lowres"]);
  });

  it("refines below denoise 1: the source is the latent, repeated per image", () => {
    const request = buildGenerationRequest({
      kind: "sketch-to-render",
      source: png,
      denoise: 0.45,
      count: 2,
    });
    const { workflow, template } = fillWorkflow(request, uploads);
    expect(template).toBe("sketch-refine.v1");
    expect(only(workflow, "KSampler")).toMatchObject({ denoise: 0.45, latent_image: ["9", 0] });
    expect(only(workflow, "RepeatLatentBatch")).toMatchObject({ amount: 2, samples: ["8", 0] });
    expect(only(workflow, "VAEEncode")).toMatchObject({ pixels: ["5", 0] });
  });

  it("inpaints with the mask as a mask and composites over the original", () => {
    const request = buildGenerationRequest({
      kind: "inpaint",
      source: png,
      mask: png,
      count: 4,
      denoise: 0.9,
    });
    const { workflow } = fillWorkflow(request, uploads);
    const loads = Object.values(workflow)
      .filter((node) => node.class_type === "LoadImage")
      .map((node) => node.inputs.image);
    expect(loads).toEqual(["contour-source.png", "contour-mask.png"]);
    expect(only(workflow, "RepeatLatentBatch")).toMatchObject({ amount: 4 });
    expect(only(workflow, "RepeatImageBatch")).toMatchObject({ amount: 4 });
    expect(only(workflow, "KSampler")).toMatchObject({ denoise: 0.9 });
  });

  it("leaves the template as it was for the next request", () => {
    fillWorkflow(buildGenerationRequest({ seed: 1, prompt: "first" }), uploads);
    const { workflow } = fillWorkflow(buildGenerationRequest({ seed: 2, count: 2 }), uploads);
    expect(only(workflow, "KSampler")).toMatchObject({ seed: 2 });
    const second = fillWorkflow(buildGenerationRequest(), uploads).workflow;
    expect(only(second, "EmptyLatentImage")).toMatchObject({ batch_size: 1 });
  });
});

describe("setInputs", () => {
  it("refuses a node or an input the template does not have, and links", () => {
    const workflow: Workflow = {
      "1": { class_type: "VAEDecode", inputs: { samples: ["2", 0], vae: ["3", 2] } },
    };
    expect(() => setInputs(workflow, "9", { seed: 1 })).toThrow("no node 9");
    expect(() => setInputs(workflow, "1", { seed: 1 })).toThrow("no literal input seed");
    expect(() => setInputs(workflow, "1", { samples: 1 })).toThrow("no literal input samples");
  });
});
