import type { ComfyUiTestBehaviour, ComfyUiTestStats } from "./comfyui-test-backend.js";
import type { ComfyUiTestSockets } from "./comfyui-test-sockets.js";
import { delay } from "./http-helpers.js";
import { NodeFailure, runPrompt } from "./workflow-runner.js";

/** One prompt as the stats show it: when it ran (epoch ms) and how it ended. */
export interface PromptRecord {
  id: string;
  /** The prompt as queued, in ComfyUI's API format: what a request asked the backend for. */
  graph: Record<string, unknown>;
  startedAt: number | null;
  endedAt: number | null;
  outcome: "success" | "error" | "interrupted" | null;
}

export interface RunningPrompt {
  id: string;
  /** The queue number and whether it runs now, as `/queue` lists it. */
  number: number;
  running: boolean;
  interrupted: boolean;
  /** A prompt marked "[test:hang]" or "[test:hold]" goes on once POST /__test/release says so. */
  released: boolean;
  /** What `/history/{id}` answers for it. */
  history: { outputs: Record<string, unknown>; status: Record<string, unknown> };
}

export interface TestBackendState {
  behaviour: ComfyUiTestBehaviour;
  flakyLeft: number;
  steps: number | null;
  stepDelayMs: number;
  uploads: Map<string, Uint8Array>;
  outputs: Map<string, Uint8Array>;
  prompts: Map<string, RunningPrompt>;
  running: number;
  stats: ComfyUiTestStats;
  sockets: ComfyUiTestSockets;
}

class Interrupted extends Error {}

let fileCounter = 0;

/**
 * The behaviour a prompt asks for in its own text ("[test:hang]", "[test:hold]"): e2e files
 * share one test backend, and a behaviour set for the whole backend would steer the renders of
 * another file running at the same time.
 */
function markedBehaviour(prompt: Record<string, unknown>): "hang" | "hold" | null {
  const text = JSON.stringify(prompt);
  if (text.includes("[test:hang]")) return "hang";
  if (text.includes("[test:hold]")) return "hold";
  return null;
}

/** Starts a prompt at once (prompts run concurrently) and reports it as ComfyUI does. */
export function runTestPrompt(
  state: TestBackendState,
  id: string,
  clientId: string,
  prompt: Record<string, never>,
): void {
  const record: PromptRecord = {
    id,
    graph: prompt,
    startedAt: null,
    endedAt: null,
    outcome: null,
  };
  const run: RunningPrompt = {
    id,
    number: state.prompts.size,
    running: false,
    interrupted: false,
    released: false,
    history: { outputs: {}, status: { status_str: "running", completed: false, messages: [] } },
  };
  state.prompts.set(id, run);
  state.stats.prompts.push(record);
  const send = (type: string, data: Record<string, unknown>) =>
    state.sockets.send(clientId, type, { ...data, prompt_id: id });
  const marked = markedBehaviour(prompt);
  const behaviour = marked ?? state.behaviour;
  // A marked prompt waits for a release; the backend's behaviour lasts while it is set.
  const stillHeld = (held: ComfyUiTestBehaviour) =>
    marked === held ? !run.released : state.behaviour === held;
  const outputs: Record<string, unknown> = {};
  void (async () => {
    await delay(0);
    state.running++;
    run.running = true;
    state.stats.peakConcurrency = Math.max(state.stats.peakConcurrency, state.running);
    record.startedAt = Date.now();
    send("execution_start", { timestamp: record.startedAt });
    send("execution_cached", { nodes: [] });
    try {
      if (behaviour === "node-error") {
        send("executing", { node: "1", display_node: "1" });
        throw new NodeFailure(
          "Error while loading checkpoint: the file is not a valid safetensors file",
          "1",
          "CheckpointLoaderSimple",
        );
      }
      if (behaviour === "hang") {
        send("executing", { node: "1", display_node: "1" });
        // Until interrupted, or while the behaviour lasts (as the Automatic1111 one): a render
        // that another e2e file started meanwhile goes on once that file sets "normal" again.
        while (!run.interrupted && stillHeld("hang")) await delay(state.stepDelayMs + 5);
        if (run.interrupted) throw new Interrupted();
      }
      await runPrompt(prompt, {
        upload: (name) => state.uploads.get(name),
        executing: (node) => send("executing", { node, display_node: node }),
        step: async (value, max, node) => {
          await delay(state.stepDelayMs);
          // Past the first step (its progress and preview sent) until a test releases it.
          while (behaviour === "hold" && value > 1 && stillHeld("hold") && !run.interrupted)
            await delay(state.stepDelayMs + 5);
          if (run.interrupted) throw new Interrupted();
          send("progress", { value, max, node });
        },
        preview: (jpeg) => state.sockets.sendPreview(clientId, jpeg),
        executed: (node, pngs) => {
          const images = pngs.map((png) => {
            const filename = `render_${String(++fileCounter).padStart(5, "0")}_.png`;
            state.outputs.set(`contour/${filename}`, png);
            return { filename, subfolder: "contour", type: "output" };
          });
          outputs[node] = { images };
          send("executed", { node, display_node: node, output: { images } });
        },
        steps: state.steps,
      });
      // As ComfyUI's prompt worker: success is announced, then the history written (a moment
      // later here, so a client that reads it on execution_success fails), then executing null.
      send("execution_success", { timestamp: Date.now() });
      await delay(state.stepDelayMs + 20);
      record.outcome = "success";
      run.history = { outputs, status: { status_str: "success", completed: true, messages: [] } };
      send("executing", { node: null });
    } catch (error) {
      const failure = error instanceof NodeFailure ? error : null;
      record.outcome = error instanceof Interrupted ? "interrupted" : "error";
      run.history.status = { status_str: "error", completed: false, messages: [] };
      const where = {
        node_id: failure?.node ?? "",
        node_type: failure?.classType ?? "",
        executed: [],
      };
      if (record.outcome === "interrupted") send("execution_interrupted", where);
      else {
        send("execution_error", {
          ...where,
          exception_message: error instanceof Error ? error.message : String(error),
          exception_type: "RuntimeError",
          traceback: [],
          current_inputs: {},
          current_outputs: {},
        });
      }
    } finally {
      state.running--;
      run.running = false;
      record.endedAt = Date.now();
    }
  })();
}
