import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { buildWorld } from "../../test/workspace-world.js";
import { createBlobStore } from "../storage/blob-store.js";
import type { DocumentRenderer } from "./document-renderer.js";
import { createThumbnailJob, type ThumbnailJob } from "./thumbnail-job.js";
import { createTurnGate } from "./turn-gate.js";

// When renders happen, on a clock the test moves: the renderer counts its calls and draws nothing
// (rendering.test.ts looks at real thumbnails).
const DELAY = 3000;
const MAX_WAIT = 60_000;

let database: TestDatabase;
let blobDir: string;
let workbenchId: string;
let job: ThumbnailJob;
let renders: number;
/** While set, a render waits for it: a render under way. */
let renderGate: Promise<void> | null;

beforeAll(async () => {
  database = await createTestDatabase();
  blobDir = await mkdtemp(path.join(tmpdir(), "contour-thumbnail-job-"));
  const world = await buildWorld(database.db);
  workbenchId = (await buildWorkbench(database.db, world.roots.cars)).id;
});

afterAll(async () => {
  await database.close();
  await rm(blobDir, { recursive: true, force: true });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  renders = 0;
  renderGate = null;
  const renderer = {
    async renderThumbnail() {
      renders++;
      await renderGate;
      return null;
    },
  } as unknown as DocumentRenderer;
  const doc = new Y.Doc();
  job = createThumbnailJob({
    db: database.db,
    blobs: createBlobStore(blobDir),
    renderer,
    log: { error: vi.fn() } as unknown as FastifyBaseLogger,
    liveDocument: () => doc,
    turns: createTurnGate(),
    delayMs: DELAY,
    maxWaitMs: MAX_WAIT,
  });
});

afterEach(async () => {
  await job.close();
  vi.useRealTimers();
});

/** A store every second for `seconds`, the clock moving on between them. */
async function storeEverySecond(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    job.schedule(workbenchId);
    await vi.advanceTimersByTimeAsync(1000);
  }
}

describe("the thumbnail job", () => {
  // close() waits for the renders under way, so counting after it sees every render started.
  it("waits for a pause in the stores, then renders once", async () => {
    await storeEverySecond(10);
    expect(renders).toBe(0);

    await vi.advanceTimersByTimeAsync(DELAY);
    await vi.waitFor(() => expect(renders).toBe(1));
    await job.close();
    expect(renders).toBe(1);
  });

  it("renders at least once a minute while stores never pause", async () => {
    await storeEverySecond(MAX_WAIT / 1000 - 1);
    expect(renders).toBe(0);

    await storeEverySecond(2);
    await vi.waitFor(() => expect(renders).toBe(1));
    await storeEverySecond(MAX_WAIT / 1000);
    await vi.waitFor(() => expect(renders).toBe(2));
    await job.close();
    expect(renders).toBe(2);
  });

  it("renders again after a render that a store came during", async () => {
    let finish!: () => void;
    renderGate = new Promise((resolve) => {
      finish = resolve;
    });
    job.schedule(workbenchId);
    await vi.advanceTimersByTimeAsync(DELAY);
    await vi.waitFor(() => expect(renders).toBe(1));

    job.schedule(workbenchId);
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(renders).toBe(1);

    renderGate = null;
    finish();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(DELAY);
      expect(renders).toBe(2);
    });
  });

  it("renders nothing that was still waiting when it closed", async () => {
    job.schedule(workbenchId);
    await job.close();
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    await job.close();
    expect(renders).toBe(0);
  });
});
