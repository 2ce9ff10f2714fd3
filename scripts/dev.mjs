// `npm run dev`: the API with reload on change (port 3000) and Vite's hot reload (port 5173).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

const children = [
  spawn(bin("tsx"), ["watch", "--conditions=@contour/source", "packages/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    // Pages come from Vite's origin and reach /collab through its proxy, Origin unchanged.
    env: { ALLOWED_ORIGINS: "http://localhost:5173", ...process.env },
  }),
  spawn(bin("vite"), ["--config", "packages/web/vite.config.ts"], { cwd: root, stdio: "inherit" }),
];

function stopAll(code) {
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
