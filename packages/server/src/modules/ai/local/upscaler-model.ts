import { createRequire } from "node:module";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import "@tensorflow/tfjs-backend-wasm";
import {
  type ModelDefinition,
  modelDefinition,
  readModelArtifacts,
  type UpscaleScale,
} from "./model-files.js";

/** The part of an UpscalerJS instance that we use. */
export interface Upscaler {
  execute(image: tf.Tensor3D, options: { output: "tensor" }): Promise<tf.Tensor3D>;
  dispose(): Promise<void>;
}

type UpscalerClass = new (options: { model: ModelDefinition; warmupSizes: [] }) => Upscaler;

interface UpscalerInternals {
  tf: typeof tf;
  getUpscaleOptions(options?: object): object;
  loadModel(
    engine: typeof tf,
    definition: Promise<ModelDefinition>,
  ): Promise<{ model: tf.LayersModel; modelDefinition: ModelDefinition }>;
  getImageAsTensor(engine: typeof tf, input: tf.Tensor3D): Promise<tf.Tensor4D>;
  tensorAsBase64(): string;
  checkValidEnvironment(): void;
}

const require = createRequire(import.meta.url);

/**
 * UpscalerJS's engine without its platform entry points: `upscaler/node` needs tfjs-node (whose
 * install downloads a native library, which only the npm registry being reachable rules out) and
 * the browser one needs a DOM. Its CommonJS build holds the engine apart in `shared/`; its
 * exports map names no such file, so it is reached from the resolved `upscaler/node` entry
 * (required by absolute path, which the exports map does not govern).
 */
function upscalerEngine(): { getUpscaler(internals: UpscalerInternals): UpscalerClass } {
  const nodeEntry = require.resolve("upscaler/node");
  return require(path.join(path.dirname(nodeEntry), "../../shared/index.js"));
}

let backendReady: Promise<boolean> | undefined;

/**
 * A loaded ESRGAN model of `scale` on tfjs's WebAssembly backend (one thread: a worker holds one
 * core, as a render does). The model's files come from its npm package on disk, and our input is
 * always a tensor of RGB pixels 0..255, so UpscalerJS's image loading is never reached.
 */
export async function loadUpscaler(scale: UpscaleScale): Promise<Upscaler> {
  backendReady ??= tf.setBackend("wasm");
  if (!(await backendReady)) throw new Error("tfjs's WebAssembly backend did not start");
  const Upscaler = upscalerEngine().getUpscaler({
    tf,
    getUpscaleOptions: (options = {}) => ({
      ...options,
      output: "tensor",
      progressOutput: "tensor",
    }),
    async loadModel(engine, definition) {
      const resolved = await definition;
      const artifacts = await readModelArtifacts(resolved);
      const model = await engine.loadLayersModel(engine.io.fromMemory(artifacts));
      return { model, modelDefinition: resolved };
    },
    getImageAsTensor: async (_engine, input) => input.expandDims<tf.Tensor4D>(0),
    tensorAsBase64() {
      throw new Error("Upscales answer tensors only");
    },
    checkValidEnvironment() {},
  });
  return new Upscaler({ model: modelDefinition(scale), warmupSizes: [] });
}
