import { createServer } from "node:net";
import sharp from "sharp";
import { expect } from "vitest";
import type { GeneratedImage, GenerationRequest } from "../../modules/ai/backends/ai-backend.js";

/** A render request with small images and a style the test backends accept. */
export function buildGenerationRequest(
  overrides: Partial<GenerationRequest> = {},
): GenerationRequest {
  return {
    kind: "text-to-image",
    prompt: "a red sports car",
    negativePrompt: "blurry",
    source: null,
    mask: null,
    width: 64,
    height: 64,
    influence: 0.7,
    denoise: 1,
    seed: 42,
    count: 1,
    style: {
      checkpoint: "sdxl.safetensors",
      steps: 4,
      cfg: 6.5,
      sampler: "euler",
      scheduler: "normal",
      controlNet: "lineart.safetensors",
      promptSuffix: "studio lighting",
      negativeSuffix: "lowres",
    },
    ...overrides,
  };
}

/** A sketch: dark strokes on white, as an artboard export looks. */
export function sketchPng(width = 64, height = 64): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="white"/>
    <path d="M4 ${height - 8} L${width / 2} 6 L${width - 4} ${height - 8} Z" stroke="black" stroke-width="3" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** White over the left half (repaint), black elsewhere (keep). */
export function leftHalfMask(width = 64, height = 64): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="black"/><rect width="${width / 2}" height="${height}" fill="white"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Never-reached events, for tests that only look at the result. */
export const quietEvents = { onProgress: () => {}, onPreview: () => {} };

/** A signal that never aborts. */
export const never = () => new AbortController().signal;

/** The error a render that must fail rejects with. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the render should have failed"),
    (error: unknown) => error,
  );
}

export function pngAt(images: GeneratedImage[], index: number): Uint8Array {
  const image = images[index];
  if (image === undefined) throw new Error(`No image ${index}`);
  return image.png;
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
