// A slots job that renders through the product's ComfyUI client (bench/queue/queue.mjs --backend).
import sharp from "sharp";
import { createComfyUiBackend } from "../../packages/server/dist/modules/ai/backends/comfyui-backend.js";

/** One 512 x 512 sketch-to-render of a small sketch, per job, at the ComfyUI server at `url`. */
export async function renderThrough(url) {
  const backend = createComfyUiBackend({ url, token: null });
  const source = await sharp({
    create: { width: 256, height: 256, channels: 3, background: "#fff" },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M20 200 L236 60" stroke="#000" stroke-width="6"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const events = { onProgress() {}, onPreview() {} };
  return async (signal) => {
    await backend.generate(
      {
        kind: "sketch-to-render",
        prompt: "A coupé",
        negativePrompt: "",
        source,
        mask: null,
        width: 512,
        height: 512,
        influence: 0.75,
        denoise: 1,
        seed: 1,
        count: 1,
        style: {
          checkpoint: "sd_xl_base_1.0.safetensors",
          steps: 4,
          cfg: 6,
          sampler: "dpmpp_2m",
          scheduler: "karras",
          controlNet: "control-lora-sketch-rank256.safetensors",
          promptSuffix: "",
          negativeSuffix: "",
        },
      },
      events,
      signal,
    );
  };
}
