import type { GeneratedImage } from "../ai/backends/ai-backend.js";

/** The work the server does on its own CPU (modules/ai/local), as a request's job calls it. */
export interface LocalAi {
  upscale(
    image: Uint8Array,
    scale: 2 | 4,
    options: {
      limits: { maxPixels: number };
      signal: AbortSignal;
      onProgress?(fraction: number): void;
    },
  ): Promise<GeneratedImage>;
  lineArt(
    image: Uint8Array,
    options: { limits: { maxPixels: number }; signal: AbortSignal },
  ): Promise<GeneratedImage>;
}
