import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build, once, so
 * that the server sends them as they are (@fastify/static's preCompressed) and spends no CPU per
 * request; a compressed copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: "contour-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const target = path.join(outDir, file);
            const content = await readFile(target);
            if (content.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: 9 }),
            ]);
            if (br.length < content.length) await writeFile(`${target}.br`, br);
            if (gzipped.length < content.length) await writeFile(`${target}.gz`, gzipped);
          }),
      );
    },
  };
}
