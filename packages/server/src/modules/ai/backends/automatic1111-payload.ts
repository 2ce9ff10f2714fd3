import { withSuffix } from "../workflows/fill-workflow.js";
import { BackendError, backendMessages, type GenerationRequest } from "./ai-backend.js";

/** ComfyUI's sampler names (what styles hold) to Automatic1111's labels. */
const SAMPLERS: Record<string, string> = {
  euler: "Euler",
  euler_ancestral: "Euler a",
  heun: "Heun",
  lms: "LMS",
  dpm_2: "DPM2",
  dpm_2_ancestral: "DPM2 a",
  dpmpp_2m: "DPM++ 2M",
  dpmpp_2m_sde: "DPM++ 2M SDE",
  dpmpp_sde: "DPM++ SDE",
  dpmpp_2s_ancestral: "DPM++ 2S a",
  ddim: "DDIM",
  uni_pc: "UniPC",
};

export interface Automatic1111Call {
  endpoint: "sdapi/v1/txt2img" | "sdapi/v1/img2img";
  body: Record<string, unknown>;
}

const base64 = (png: Uint8Array) => Buffer.from(png).toString("base64");

function required(png: Uint8Array | null): Uint8Array {
  if (png === null) throw new Error("This kind of render needs a source image");
  return png;
}

/**
 * The Automatic1111/Forge API call for a request, by the same rule as the ComfyUI templates:
 * a sketch at denoise 1 is txt2img guided by ControlNet (the sketch inverted by the "invert"
 * preprocessor for line-art models, weight = influence); below 1 it is img2img of the source
 * without ControlNet; inpaint is img2img with the mask, keeping the original under it as the
 * start. Background removal has no standard API there: a clear refusal.
 */
export function automatic1111Call(request: GenerationRequest): Automatic1111Call {
  const { style } = request;
  const common = {
    prompt: withSuffix(request.prompt, style.promptSuffix),
    negative_prompt: withSuffix(request.negativePrompt, style.negativeSuffix),
    seed: request.seed,
    steps: style.steps,
    cfg_scale: style.cfg,
    sampler_name: SAMPLERS[style.sampler] ?? style.sampler,
    scheduler: style.scheduler,
    width: request.width,
    height: request.height,
    batch_size: request.count,
    n_iter: 1,
    override_settings: { sd_model_checkpoint: style.checkpoint },
    send_images: true,
    save_images: false,
  };
  switch (request.kind) {
    case "text-to-image":
      return { endpoint: "sdapi/v1/txt2img", body: common };
    case "sketch-to-render": {
      const source = base64(required(request.source));
      if (request.denoise < 1) {
        const body = { ...common, init_images: [source], denoising_strength: request.denoise };
        return { endpoint: "sdapi/v1/img2img", body };
      }
      const controlnet = {
        args: [
          {
            enabled: true,
            image: source,
            module: "invert",
            model: style.controlNet,
            weight: request.influence,
            resize_mode: "Crop and Resize",
            pixel_perfect: true,
          },
        ],
      };
      return {
        endpoint: "sdapi/v1/txt2img",
        body: { ...common, alwayson_scripts: { controlnet } },
      };
    }
    case "inpaint":
      return {
        endpoint: "sdapi/v1/img2img",
        body: {
          ...common,
          init_images: [base64(required(request.source))],
          mask: base64(required(request.mask)),
          denoising_strength: request.denoise,
          inpainting_fill: 1,
          inpaint_full_res: false,
          inpainting_mask_invert: 0,
          mask_blur: 0,
        },
      };
    case "remove-background":
      throw new BackendError(backendMessages.noBackgroundRemoval, false);
  }
}
