import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

const API_ORIGIN = "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Use @contour/core's TypeScript source directly, so web never waits for a core build.
    conditions: ["@contour/source", ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": API_ORIGIN,
      "/api": API_ORIGIN,
      "/dev": API_ORIGIN,
      "/collab": { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
