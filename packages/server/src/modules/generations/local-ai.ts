import type { extractLineArt } from "../ai/local/line-art.js";
import type { upscaleImage } from "../ai/local/upscale.js";

/** The work the server does on its own CPU (modules/ai/local), handed to a request's job. */
export interface LocalAi {
  upscale: typeof upscaleImage;
  lineArt: typeof extractLineArt;
}
