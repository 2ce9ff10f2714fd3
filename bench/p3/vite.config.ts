import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/**
 * The P3 bench page (bench/p3-pan-zoom.mjs builds and serves it): a production build, so that
 * both apps run minified with React in production mode, as users get them.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  plugins: [react()],
  resolve: {
    // @contour/canvas from its TypeScript source, as the web app does: no canvas build needed.
    conditions: ["@contour/source", ...defaultClientConditions],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 4000,
  },
});
