import { AI_MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import { buildWorkbench } from "../../test/file-factories.js";
import {
  readGenerations,
  START_GENERATION,
  startGeneration,
  uploadSource,
} from "../../test/generation-calls.js";
import { buildGeneration } from "../../test/generation-factories.js";
import { solidImage } from "../../test/images.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { usageMonth } from "./generation-queries.js";

// This server runs no jobs: requests stay queued, as they do while the workspace's slots are busy.
const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

async function lineArtRequest(token = world.users.editor.token) {
  const workbench = await buildWorkbench(server.db, world.roots.everyone);
  const source = await uploadSource(server, workbench.id, token, await solidImage("png"));
  return {
    workbench,
    input: { workbenchId: workbench.id, kind: "LINE_ART", sourceBlobId: source },
  };
}

const CANCEL = `mutation ($id: ID!) { cancelGeneration(input: { id: $id }) { state canCancel } }`;
const DELETE = `mutation ($id: ID!) { deleteGeneration(input: { id: $id }) { deletedIds } }`;

describe("asking for a request", () => {
  test("waits in line, its place shown, and the month's count goes up", async () => {
    const { workbench, input } = await lineArtRequest();
    const first = await startGeneration(server, world.users.editor.token, input);
    const second = await startGeneration(server, world.users.editor.token, input);
    expect(first).toMatchObject({ state: "QUEUED", requestedByName: "The editor" });
    const history = await readGenerations(server, world.users.admin.token, workbench.id);
    const places = history.map(({ id, queuePosition }) => [id, queuePosition]);
    expect(places).toEqual(
      expect.arrayContaining([
        [second.id, expect.any(Number)],
        [first.id, expect.any(Number)],
      ]),
    );
    const [secondPlace, firstPlace] = history.map(({ queuePosition }) => queuePosition ?? 0);
    expect(secondPlace).toBe((firstPlace ?? 0) + 1);
    const usage = await server.db
      .selectFrom("ai_usage")
      .select("requests")
      .where("organization_id", "=", world.organization.id)
      .where("month", "=", usageMonth(new Date()))
      .executeTakeFirstOrThrow();
    expect(usage.requests).toBeGreaterThanOrEqual(2);
  });

  test("viewers may not ask; bad settings and a render without a backend are refused", async () => {
    const { workbench, input } = await lineArtRequest();
    const asked = (token: string, extra: Record<string, unknown>) =>
      server.gql(START_GENERATION, { input: { ...input, ...extra } }, { token });
    const { editor, viewer } = world.users;
    expect(errorOf(await asked(viewer.token, {})).code).toBe("FORBIDDEN");
    expect(errorOf(await asked(editor.token, { prompt: "x".repeat(1001) }))).toMatchObject({
      code: "BAD_USER_INPUT",
      message: "A prompt can be at most 1000 characters.",
    });
    expect(errorOf(await asked(editor.token, { outputs: 5 })).message).toBe(
      "Ask for 1 to 4 images.",
    );
    expect(errorOf(await asked(editor.token, { influence: 101 })).code).toBe("BAD_USER_INPUT");
    expect(errorOf(await asked(editor.token, { aspect: "5:1" })).code).toBe("BAD_USER_INPUT");
    expect(
      errorOf(
        await asked(editor.token, {
          placement: { artboardId: "a", x: 0, y: 0, width: 0, height: 1 },
        }),
      ).code,
    ).toBe("BAD_USER_INPUT");
    expect(errorOf(await asked(editor.token, { kind: "RENDER" }))).toMatchObject({
      code: "FORBIDDEN",
      message: AI_MESSAGES.noBackend,
    });
    expect(await readGenerations(server, editor.token, workbench.id)).toEqual([]);
  });

  test("an Admin's switch and staff's switch refuse requests with their own words", async () => {
    const { input } = await lineArtRequest();
    const { editor } = world.users;
    await server.db
      .insertInto("organization_ai_settings")
      .values({ organization_id: world.organization.id, enabled: false })
      .execute();
    try {
      const refused = await server.gql(START_GENERATION, { input }, { token: editor.token });
      expect(errorOf(refused)).toMatchObject({
        code: "FORBIDDEN",
        message: AI_MESSAGES.switchedOffByAdmin,
      });
    } finally {
      await server.db.deleteFrom("organization_ai_settings").execute();
    }
    await server.db
      .updateTable("organizations")
      .set({ feature_flags: JSON.stringify({ aiRendering: false }) })
      .where("id", "=", world.organization.id)
      .execute();
    try {
      const refused = await server.gql(START_GENERATION, { input }, { token: editor.token });
      expect(errorOf(refused).message).toBe(AI_MESSAGES.switchedOffByStaff);
    } finally {
      await server.db
        .updateTable("organizations")
        .set({ feature_flags: "{}" })
        .where("id", "=", world.organization.id)
        .execute();
    }
  });

  test("the month's quota is the plan's", async () => {
    const { input } = await lineArtRequest();
    await server.db
      .insertInto("ai_usage")
      .values({
        organization_id: world.organization.id,
        month: usageMonth(new Date()),
        requests: 50,
      })
      .onConflict((conflict) =>
        conflict.columns(["organization_id", "month"]).doUpdateSet({ requests: 50 }),
      )
      .execute();
    try {
      const refused = await server.gql(
        START_GENERATION,
        { input },
        { token: world.users.editor.token },
      );
      expect(errorOf(refused)).toMatchObject({
        code: "PLAN_LIMITATION_ERROR",
        message: AI_MESSAGES.quotaReached(50),
      });
    } finally {
      await server.db.deleteFrom("ai_usage").execute();
    }
  });
});

describe("cancelling and deleting", () => {
  test("the requester cancels a waiting request; another Editor may not", async () => {
    const { workbench, input } = await lineArtRequest();
    const started = await startGeneration(server, world.users.editor.token, input);
    const byOther = await server.gql(
      CANCEL,
      { id: started.id },
      { token: world.users.outsider.token },
    );
    expect(errorOf(byOther)).toMatchObject({ code: "FORBIDDEN", message: AI_MESSAGES.notYours });
    const cancelled = dataOf(
      await server.gql<{ cancelGeneration: { state: string; canCancel: boolean } }>(
        CANCEL,
        { id: started.id },
        { token: world.users.editor.token },
      ),
    );
    expect(cancelled.cancelGeneration).toEqual({ state: "CANCELLED", canCancel: false });
    const [shown] = await readGenerations(server, world.users.viewer.token, workbench.id);
    expect(shown).toMatchObject({ id: started.id, state: "CANCELLED", queuePosition: null });
  });

  test("an Admin deletes another's request; it leaves the history", async () => {
    const { workbench, input } = await lineArtRequest();
    const started = await startGeneration(server, world.users.editor.token, input);
    const deleted = await server.gql(
      DELETE,
      { id: started.id },
      { token: world.users.admin.token },
    );
    expect(dataOf(deleted)).toEqual({ deleteGeneration: { deletedIds: [started.id] } });
    expect(await readGenerations(server, world.users.editor.token, workbench.id)).toEqual([]);
  });

  test("a request of a file someone cannot see is not found for them", async () => {
    const { input } = await lineArtRequest();
    const started = await startGeneration(server, world.users.editor.token, input);
    for (const token of [world.users.stranger.token]) {
      const response = await server.gql(CANCEL, { id: started.id }, { token });
      expect(errorOf(response)).toMatchObject({
        code: "NOT_FOUND",
        message: AI_MESSAGES.generationNotFound,
      });
    }
  });
});

describe("the history", () => {
  test("comes in pages, newest first", async () => {
    const { workbench, input } = await lineArtRequest();
    const { token } = world.users.editor;
    const ids: string[] = [];
    for (const prompt of ["one", "two", "three"])
      ids.push((await startGeneration(server, token, { ...input, prompt })).id);
    const PAGE = `query ($workbenchId: ID!, $after: String) {
      generations(workbenchId: $workbenchId, first: 2, after: $after) {
        nodes { id } pageInfo { endCursor hasNextPage }
      }
    }`;
    type Page = {
      generations: {
        nodes: { id: string }[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    };
    const first = dataOf(await server.gql<Page>(PAGE, { workbenchId: workbench.id }, { token }));
    expect(first.generations.nodes.map(({ id }) => id)).toEqual([ids[2], ids[1]]);
    expect(first.generations.pageInfo.hasNextPage).toBe(true);
    const second = dataOf(
      await server.gql<Page>(
        PAGE,
        { workbenchId: workbench.id, after: first.generations.pageInfo.endCursor },
        { token },
      ),
    );
    expect(second.generations.nodes.map(({ id }) => id)).toEqual([ids[0]]);
    expect(second.generations.pageInfo.hasNextPage).toBe(false);
  });

  test("finds requests by words of their prompt", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const { token } = world.users.editor;
    // Renders (this server has no backend to run them): line art and upscales keep no prompt.
    const render = (prompt: string) =>
      buildGeneration(server.db, {
        organizationId: world.organization.id,
        workbenchId: workbench.id,
        requestedBy: world.users.editor.user.id,
        prompt,
      });
    const coupe = await render("A red coupé, 100% clay");
    await render("A blue estate");
    expect(
      (await readGenerations(server, token, workbench.id, "coup")).map(({ id }) => id),
    ).toEqual([coupe.id]);
    expect(
      (await readGenerations(server, token, workbench.id, "100%")).map(({ id }) => id),
    ).toEqual([coupe.id]);
    expect(await readGenerations(server, token, workbench.id, "_")).toEqual([]);
  });
});
