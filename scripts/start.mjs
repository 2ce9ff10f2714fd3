// `npm start`: builds whatever is not built yet, then serves the app (docs/operations.md).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outputs = [
  "packages/core/dist/index.js",
  "packages/canvas/dist/index.js",
  "packages/server/dist/main.js",
  "packages/web/dist/index.html",
];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

if (outputs.some((output) => !existsSync(path.join(root, output)))) {
  console.log("Building Contour (first start)…");
  const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
