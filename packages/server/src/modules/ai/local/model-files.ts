import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { io } from "@tensorflow/tfjs";

export type UpscaleScale = 2 | 4;

/**
 * The ESRGAN models UpscalerJS publishes on npm (MIT, with their weights in the package): "slim"
 * is the smallest and fastest of its 2x and 4x models, and the CPU is all we have.
 */
export const MODEL_PACKAGE = "@upscalerjs/esrgan-slim";

/** What a model package's `./2x` or `./4x` export is: UpscalerJS's model definition. */
export interface ModelDefinition {
  scale: number;
  modelType?: "layers" | "graph";
  /** Where the model's files are inside the package; UpscalerJS would fetch them from a CDN. */
  _internals: { name: string; version: string; path: string };
}

const require = createRequire(import.meta.url);

/**
 * The model definition for `scale`, loaded through package resolution from wherever npm put the
 * package (the repository's node_modules in a workspace install, the server's own otherwise).
 */
export function modelDefinition(scale: UpscaleScale): ModelDefinition {
  const loaded: ModelDefinition | { default: ModelDefinition } = require(
    `${MODEL_PACKAGE}/${scale}x`,
  );
  return "default" in loaded ? loaded.default : loaded;
}

/** The package's folder: its exports name no file of its own, so walk up from an entry point. */
function packageRoot(name: string, entry: string): string {
  for (let folder = path.dirname(entry); folder !== path.dirname(folder); ) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === name) {
      return folder;
    }
    folder = path.dirname(folder);
  }
  throw new Error(`The folder of ${name} was not found above ${entry}`);
}

interface ModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
}

/**
 * The model's topology and weights read from the package's files on disk: tfjs would fetch a URL
 * (and tfjs-node, which reads file://, cannot be installed from the npm registry alone).
 */
export async function readModelArtifacts(definition: ModelDefinition): Promise<io.ModelArtifacts> {
  const { name, path: modelPath } = definition._internals;
  const root = packageRoot(name, require.resolve(`${name}/${definition.scale}x`));
  const file = path.join(root, modelPath);
  const model: ModelJson = JSON.parse(await readFile(file, "utf8"));
  const shards: Buffer[] = [];
  for (const group of model.weightsManifest) {
    for (const shard of group.paths)
      shards.push(await readFile(path.join(path.dirname(file), shard)));
  }
  const weights = Buffer.concat(shards);
  return {
    modelTopology: model.modelTopology,
    format: model.format,
    generatedBy: model.generatedBy,
    convertedBy: model.convertedBy,
    weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  };
}
