import type { MessagePort } from "node:worker_threads";
import { answerCalls } from "../../../worker-calls.js";
import { lineArtPixels } from "./line-art-pixels.js";
import type { UpscaleScale } from "./model-files.js";
import { type EncodedImage, upscalePixels } from "./upscale-pixels.js";

/** Work for the local AI worker: an encoded image and what to make of it. */
export type LocalAiJob =
  | { kind: "upscale"; image: Uint8Array; scale: UpscaleScale }
  | { kind: "lineArt"; image: Uint8Array };

/** A job with the port that receives the fraction done, 0..1, as it goes. */
export type LocalAiRequest = LocalAiJob & { progress: MessagePort };

answerCalls<LocalAiRequest, EncodedImage>(async (request) => {
  const { progress } = request;
  try {
    if (request.kind === "lineArt") return await lineArtPixels(request.image);
    return await upscalePixels(request.image, request.scale, (fraction) =>
      progress.postMessage(fraction),
    );
  } finally {
    progress.close();
  }
});
