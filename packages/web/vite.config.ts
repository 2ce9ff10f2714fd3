import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompress } from "./vite-precompress";

const API_ORIGIN = "http://localhost:3000";

/** Matches a module inside one of the given node_modules packages (scoped names allowed). */
function packages(...names: string[]): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${names.join("|")})[\\\\/]`);
}

/**
 * What main.tsx imports (with Vite's helper that loads a chunk's CSS and imports beside it): the
 * entry must not wait for a shared chunk before it starts the downloads.
 */
const ENTRY_MODULES =
  /preload-helper|[\\/](src[\\/]main\.tsx|routes[\\/]areas\.ts|carousel[\\/]preload-first-artwork\.ts|carousel[\\/]artworks[\\/])/;

export default defineConfig({
  plugins: [react(), precompress()],
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
    rolldownOptions: {
      output: {
        // Vendor code changes less often than ours: in chunks of their own, the libraries stay
        // cached across releases, and no chunk passes the 500 kB warning. Groups are taken by
        // priority, so React gets its chunk before Mantine, which depends on it, pulls it in.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: packages("react", "react-dom", "react-router"),
              priority: 3,
            },
            {
              // Captured modules bring their own dependencies (floating-ui, remove-scroll…).
              name: "mantine",
              test: packages("@mantine"),
              priority: 2,
            },
            {
              name: "graphql",
              test: packages("urql", "@urql", "graphql", "gql\\.tada", "@0no-co"),
              priority: 1,
            },
            {
              // Our code that two chunks use (the shell and an area, or two areas), in one chunk
              // rather than one per combination of users: requests cost more than the bytes.
              // The entry's own modules stay in it, so that it runs without waiting for this.
              name: "shared",
              test: (id) => !ENTRY_MODULES.test(id),
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
