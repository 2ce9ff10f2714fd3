import { createRequire } from "node:module";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const sourceConditions = ["@contour/source", "module", "browser", "development|production"];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ["@contour/source", "node", "import", "default"] },
        test: { name: "core", include: ["packages/core/src/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { conditions: ["@contour/source", "node", "import", "default"] },
        test: {
          name: "canvas",
          include: ["packages/canvas/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { conditions: ["@contour/source", "node", "import", "default"] },
        ssr: {
          resolve: { conditions: ["@contour/source"], externalConditions: ["@contour/source"] },
        },
        test: {
          name: "server",
          // graphql ships index.mjs and index.js; Pothos and Yoga load index.js, so must we.
          alias: [
            { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") },
          ],
          include: ["packages/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["packages/server/src/test/global-setup.ts"],
          // Each file starts its own server and database (test/server.ts); sharing the imported
          // modules (the schema is the slow part) between files halves the run on two cores.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: sourceConditions },
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["packages/web/src/test/setup.ts"],
          // A panel test types and clicks through jsdom: 1-2 s alone, past vitest's default 5 s
          // on two cores beside the other projects' workers.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
