import type { ChildProcess } from "node:child_process";
import { request as playwrightRequest } from "@playwright/test";
import { PresencePage } from "./pages/PresencePage.js";
import { createMemberViaApi, createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import {
  createDatabase,
  createDataDir,
  freePort,
  spawnContour,
  waitForHealth,
} from "./support/contour-server.mjs";
import { expect, snap, test } from "./support/test.js";

/**
 * Two `contour` processes behind one address in production; here two addresses, one database
 * and the local Redis (issue 6, "Several processes"). Needs a Postgres server and Redis, which
 * CI gives (DATABASE_URL, REDIS_URL): a PGlite folder belongs to one process.
 */
const databaseServer = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

test.skip(!databaseServer || !redisUrl, "needs DATABASE_URL and REDIS_URL");

test("designers on two processes see each other's strokes and cursors", async ({ browser }) => {
  // Two more servers start inside the test, on top of the suite's own: three times the time.
  test.slow();
  const database = await createDatabase(databaseServer ?? "");
  const dataDir = await createDataDir();
  const children: ChildProcess[] = [];
  try {
    const urls: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      children.push(
        spawnContour({
          PORT: String(port),
          PUBLIC_URL: url,
          DATA_DIR: dataDir.dir,
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl ?? "",
        }),
      );
      urls.push(url);
    }
    await Promise.all(urls.map((url) => waitForHealth(url)));
    const [first = "", second = ""] = urls;

    const api = await playwrightRequest.newContext({ baseURL: first });
    const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(api, {
      workspace: "Studio Two Processes",
      admin: "Ada Designer",
      file: "Roadster",
    });
    const bo = await createMemberViaApi(api, admin, organizationId, "EDITOR", "Bo Sketch");
    await api.dispose();

    const screens: PresencePage[] = [];
    for (const [user, url] of [
      [admin, first],
      [bo, second],
    ] as const) {
      const context = await browser.newContext({ baseURL: url });
      const screen = new PresencePage(await context.newPage());
      await openSignedIn(screen.page, user, screen.path(workbenchId));
      await screen.expectSaved();
      screens.push(screen);
    }
    const [onFirst, onSecond] = screens;
    if (!onFirst || !onSecond) throw new Error("two screens expected");

    await expect(onSecond.avatar("Ada Designer")).toBeVisible();
    await onFirst.hover({ x: 400, y: 250 });
    await expect(onSecond.cursor("Ada Designer")).toBeVisible();

    await onFirst.drawWithMouse([
      { x: 300, y: 300 },
      { x: 500, y: 320 },
      { x: 700, y: 300 },
    ]);
    await onFirst.expectSaved();
    await onSecond.expectInkNear({ x: 500, y: 315 });

    await onSecond.drawWithMouse([
      { x: 300, y: 500 },
      { x: 500, y: 520 },
      { x: 700, y: 500 },
    ]);
    await onSecond.expectSaved();
    await onFirst.expectInkNear({ x: 500, y: 515 });
    await snap(onFirst.page, "collab-two-processes");
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode === null ? child.once("exit", resolve) : resolve(null),
          ),
      ),
    );
    await database.drop();
    await dataDir.remove();
  }
});
