import { startAutomatic1111TestBackend } from "./automatic1111-test-backend.js";
import { type ComfyUiTestBehaviour, startComfyUiTestBackend } from "./comfyui-test-backend.js";

/**
 * Starts the ComfyUI test backend (or with `--automatic1111`, the Automatic1111 one) as its own
 * process for e2e: `node --import tsx packages/server/src/test/comfyui-backend/main.ts [port]`.
 * The port comes from argv or AI_TEST_BACKEND_PORT (0 picks a free one); the first line printed
 * is the URL. AI_TEST_BACKEND_BEHAVIOUR, _STEPS and _STEP_DELAY_MS set the starting options.
 */
const args = process.argv.slice(2);
const automatic1111 = args.includes("--automatic1111");
const port = Number(args.find((arg) => /^\d+$/.test(arg)) ?? process.env.AI_TEST_BACKEND_PORT ?? 0);
const steps = process.env.AI_TEST_BACKEND_STEPS;
const options = {
  port,
  steps: steps === undefined ? 4 : Number(steps),
  stepDelayMs: Number(process.env.AI_TEST_BACKEND_STEP_DELAY_MS ?? 100),
  behaviour: (process.env.AI_TEST_BACKEND_BEHAVIOUR ?? "normal") as ComfyUiTestBehaviour,
};
const backend = automatic1111
  ? await startAutomatic1111TestBackend(options)
  : await startComfyUiTestBackend(options);
process.stdout.write(`${backend.url}\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void backend.close().then(() => process.exit(0));
  });
}
