import { addArtboard, initializeDocument } from "@contour/canvas";
import { beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import type { WorkbenchRow } from "../../db/types.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { storeDocument } from "../../test/render-documents.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { ARTBOARD_NOT_FOUND } from "./export-document.js";

const server = useTestServer();
let world: World;
let workbench: WorkbenchRow;

async function exportPng(token: string | null, query: string, id = workbench.id) {
  const response = await server.fetch(`/api/v1/workbenches/${id}/export.png${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.headers.get("content-type") === "image/png") {
    // A PNG's IHDR chunk holds its width and height, big-endian, at bytes 16 and 20.
    const png = Buffer.from(await response.arrayBuffer());
    return { status: response.status, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  }
  const body = (await response.json()) as { error: string; code: string };
  return { status: response.status, code: body.code, error: body.error };
}

async function setPlan(plan: "FREE" | "PRO", manualSubscription = false) {
  await server.db
    .updateTable("organizations")
    .set({ subscription_plan: plan, manual_subscription: manualSubscription })
    .where("id", "=", world.organization.id)
    .execute();
}

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars);
});

describe("GET /api/v1/workbenches/:id/export.png", () => {
  it("asks for a session", async () => {
    expect(await exportPng(null, "")).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });

  it("does not show a workbench of another workspace, nor a made-up id", async () => {
    expect(await exportPng(world.users.stranger.token, "")).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
    expect(await exportPng(world.users.editor.token, "", "nope")).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
  });

  it("refuses 2x and 4x on FREE with PLAN_LIMITATION_ERROR", async () => {
    await setPlan("FREE");
    for (const scale of ["2", "4"]) {
      expect(await exportPng(world.users.editor.token, `?scale=${scale}`)).toEqual({
        status: 403,
        code: "PLAN_LIMITATION_ERROR",
        error: "High-definition export is included in the Pro, Organization and Enterprise plans.",
      });
    }
  });

  it("says MANUAL_LIMITATION_ERROR when the subscription is managed by hand", async () => {
    await setPlan("FREE", true);
    expect(await exportPng(world.users.editor.token, "?scale=2")).toMatchObject({
      status: 403,
      code: "MANUAL_LIMITATION_ERROR",
    });
    await setPlan("FREE");
  });

  it("lets anyone who sees the workbench export 1x, Viewers included", async () => {
    // Never opened: its blank first artboard, at the default 1920 x 1080.
    const artboard = { status: 200, width: 1920, height: 1080 };
    for (const user of [world.users.editor, world.users.viewer, world.users.outsider]) {
      expect(await exportPng(user.token, "?scale=1")).toEqual(artboard);
    }
    expect(await exportPng(world.users.editor.token, "")).toEqual(artboard);
  });

  it("allows 2x and 4x on PRO", async () => {
    await setPlan("PRO");
    expect(await exportPng(world.users.editor.token, "?scale=2")).toEqual({
      status: 200,
      width: 3840,
      height: 2160,
    });
    expect(await exportPng(world.users.editor.token, "?scale=4")).toEqual({
      status: 200,
      width: 7680,
      height: 4320,
    });
    await setPlan("FREE");
  });

  it("refuses any other scale", async () => {
    expect(await exportPng(world.users.editor.token, "?scale=3")).toMatchObject({
      status: 400,
      code: "BAD_USER_INPUT",
    });
  });
});

describe("exporting one of several artboards", () => {
  let sheets: WorkbenchRow;
  let secondId = "";

  beforeAll(async () => {
    sheets = await buildWorkbench(server.db, world.roots.cars);
    const doc = new Y.Doc();
    initializeDocument(doc, "test", { width: 1920, height: 1080, background: "#ffffff" });
    secondId = addArtboard(doc, "test", { width: 800, height: 600, background: "#ffffff" }) ?? "";
    await storeDocument(server.db, sheets.id, doc);
  });

  it("exports the artboard asked for, the first without one, and refuses one it does not hold", async () => {
    const token = world.users.viewer.token;
    expect(await exportPng(token, `?artboardId=${secondId}`, sheets.id)).toEqual({
      status: 200,
      width: 800,
      height: 600,
    });
    expect(await exportPng(token, "", sheets.id)).toEqual({
      status: 200,
      width: 1920,
      height: 1080,
    });
    expect(await exportPng(token, "?artboardId=made-up", sheets.id)).toEqual({
      status: 404,
      code: "NOT_FOUND",
      error: ARTBOARD_NOT_FOUND,
    });
  });
});
