import {
  findRenderStyle,
  MESSAGES,
  OWN_RENDER_STYLES_MAX,
  RENDER_STYLE_MESSAGES,
  RENDER_STYLES,
  type RenderStyle,
  type RenderStyleSettings,
} from "@contour/core";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  type ComfyUiTestBackend,
  startComfyUiTestBackend,
} from "../../test/comfyui-backend/comfyui-test-backend.js";
import type { BuiltUser } from "../../test/factories.js";
import { buildWorkbench } from "../../test/file-factories.js";
import {
  aiJobsConfig,
  finishedGeneration,
  readGenerations,
  START_GENERATION,
  setWorkspaceBackend,
  startGeneration,
  uploadSource,
} from "../../test/generation-calls.js";
import { solidImage } from "../../test/images.js";
import { renderStyleSettings } from "../../test/render-style-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { GENERATION_JOB } from "../generations/generation-job-kind.js";
import { enqueueJob } from "../jobs/enqueue-job.js";

// Runs its jobs, on a test backend on this machine that the workspace's Admin sets.
const server = useTestServer(aiJobsConfig());
let world: World;
let backend: ComfyUiTestBackend;

beforeAll(async () => {
  world = await buildWorld(server.db);
  backend = await startComfyUiTestBackend({ stepDelayMs: 5, steps: 2 });
  await setWorkspaceBackend(server, world.organization.id, world.users.admin.token, backend.url);
  return () => backend.close();
});

interface StyleResult extends RenderStyle {
  origin: "DEFAULT" | "EDITED" | "OWN";
}

const STYLE_FIELDS =
  "id name origin promptSuffix negativePrompt checkpoint controlNet steps cfg sampler scheduler influence";

const readStyles = async (user: BuiltUser, organizationId = world.organization.id) =>
  server.gql<{ workspaceRenderStyles: { organizationId: string; styles: StyleResult[] } }>(
    `query ($organizationId: ID!) {
      workspaceRenderStyles(organizationId: $organizationId) { organizationId styles { ${STYLE_FIELDS} } }
    }`,
    { organizationId },
    { token: user.token },
  );

const stylesOf = async (user = world.users.admin, organizationId = world.organization.id) =>
  dataOf(await readStyles(user, organizationId)).workspaceRenderStyles.styles;

type StyleMutation =
  | "createRenderStyle"
  | "updateRenderStyle"
  | "resetRenderStyle"
  | "deleteRenderStyle";
const INPUT_TYPES: Record<StyleMutation, string> = {
  createRenderStyle: "CreateRenderStyleInput",
  updateRenderStyle: "UpdateRenderStyleInput",
  resetRenderStyle: "RenderStyleIdInput",
  deleteRenderStyle: "RenderStyleIdInput",
};

const changeStyles = (mutation: StyleMutation, user: BuiltUser, input: Record<string, unknown>) =>
  server.gql<Record<StyleMutation, { styles: StyleResult[] }>>(
    `mutation ($input: ${INPUT_TYPES[mutation]}!) { ${mutation}(input: $input) { styles { ${STYLE_FIELDS} } } }`,
    { input: { organizationId: world.organization.id, ...input } },
    { token: user.token },
  );

const renderSetupStyles = async (user: BuiltUser, workbenchId: string) =>
  dataOf(
    await server.gql<{
      renderSetup: { styles: { id: string; name: string; influence: number }[] };
    }>(
      `query ($workbenchId: ID!) { renderSetup(workbenchId: $workbenchId) { styles { id name influence } } }`,
      { workbenchId },
      { token: user.token },
    ),
  ).renderSetup.styles;

/** A render of a new workbench of the home workspace, asked by its editor. */
async function renderInput(styleId: string) {
  const workbench = await buildWorkbench(server.db, world.roots.everyone);
  const token = world.users.editor.token;
  const source = await uploadSource(server, workbench.id, token, await solidImage("png"));
  return {
    workbench,
    input: {
      workbenchId: workbench.id,
      kind: "RENDER",
      prompt: "A coupé",
      styleId,
      sourceBlobId: source,
    },
  };
}

/** The inputs of a prompt's nodes of a class, as the backend received them. */
function nodeInputs(graph: Record<string, unknown>, classType: string): Record<string, unknown>[] {
  return Object.values(graph)
    .map((node) => node as { class_type: string; inputs: Record<string, unknown> })
    .filter((node) => node.class_type === classType)
    .map((node) => node.inputs);
}

/** What the backend was asked to render with: checkpoint, ControlNet, prompt and sampler. */
function askedOf(graph: Record<string, unknown>) {
  return {
    checkpoint: nodeInputs(graph, "CheckpointLoaderSimple")[0]?.ckpt_name,
    controlNet: nodeInputs(graph, "ControlNetLoader")[0]?.control_net_name,
    prompts: nodeInputs(graph, "CLIPTextEncode").map((inputs) => inputs.text),
    steps: nodeInputs(graph, "KSampler")[0]?.steps,
    sampler: nodeInputs(graph, "KSampler")[0]?.sampler_name,
  };
}

const lastPrompt = () => backend.stats().prompts.at(-1)?.graph ?? {};

afterEach(async () => {
  backend.setBehaviour("normal");
  // Every test starts from Contour's styles.
  await server.db.deleteFrom("render_styles").execute();
});

describe("a workspace's render styles", () => {
  test("are Contour's until an Admin edits one; a render then uses the edited checkpoint and prompt suffix", async () => {
    expect((await stylesOf()).map(({ id, origin }) => [id, origin])).toEqual(
      RENDER_STYLES.map(({ id }) => [id, "DEFAULT"]),
    );
    const edited = renderStyleSettings("clay", {
      name: "Clay, matte",
      promptSuffix: "matte terracotta clay",
      checkpoint: "studio/clay_xl_v2.safetensors",
      controlNet: "cn-lineart-sdxl.safetensors",
      steps: 12,
      sampler: "euler_ancestral",
    });
    const saved = dataOf(
      await changeStyles("updateRenderStyle", world.users.admin, { id: "clay", style: edited }),
    );
    expect(saved.updateRenderStyle.styles.find(({ id }) => id === "clay")).toEqual({
      id: "clay",
      origin: "EDITED",
      ...edited,
    });

    const { workbench, input } = await renderInput("clay");
    expect(await renderSetupStyles(world.users.viewer, workbench.id)).toContainEqual({
      id: "clay",
      name: "Clay, matte",
      influence: edited.influence,
    });
    const started = await startGeneration(server, world.users.editor.token, input);
    expect(started.settings.style).toEqual({ id: "clay", ...edited });
    const done = await finishedGeneration(
      server,
      world.users.editor.token,
      workbench.id,
      started.id,
    );
    expect(done.state).toBe("SUCCEEDED");
    expect(askedOf(lastPrompt())).toEqual({
      checkpoint: "studio/clay_xl_v2.safetensors",
      controlNet: "cn-lineart-sdxl.safetensors",
      prompts: ["A coupé, matte terracotta clay", edited.negativePrompt],
      steps: 12,
      sampler: "euler_ancestral",
    });
  });

  test("a waiting request renders with the style as it was when asked, not as edited since", async () => {
    const editMarker = async (checkpoint: string, promptSuffix: string) =>
      dataOf(
        await changeStyles("updateRenderStyle", world.users.admin, {
          id: "marker",
          style: renderStyleSettings("marker", { checkpoint, promptSuffix }),
        }),
      );
    const { editor } = world.users;
    await editMarker("asked.safetensors", "as asked");
    backend.setBehaviour("hang");
    const first = await renderInput("marker");
    const running = await startGeneration(server, editor.token, first.input);
    // The FREE workspace's one slot is taken: the next request waits.
    const second = await renderInput("marker");
    const waiting = await startGeneration(server, editor.token, second.input);
    expect(waiting.state).toBe("QUEUED");
    await editMarker("edited-later.safetensors", "later");
    backend.setBehaviour("normal");
    await server.gql(
      `mutation ($id: ID!) { cancelGeneration(input: { id: $id }) { id } }`,
      { id: running.id },
      { token: editor.token },
    );
    const done = await finishedGeneration(server, editor.token, second.workbench.id, waiting.id);
    expect(done.state).toBe("SUCCEEDED");
    expect(askedOf(lastPrompt())).toMatchObject({
      checkpoint: "asked.safetensors",
      prompts: ["A coupé, as asked", findRenderStyle("marker")?.negativePrompt],
    });
    // "Render again" names the style: it renders with the style as it is now.
    const again = await startGeneration(server, editor.token, {
      ...second.input,
      styleId: done.settings.styleId,
    });
    await finishedGeneration(server, editor.token, second.workbench.id, again.id);
    expect(askedOf(lastPrompt()).checkpoint).toBe("edited-later.safetensors");
  });

  test("a request made before styles were kept with it renders with Contour's style of its id", async () => {
    dataOf(
      await changeStyles("updateRenderStyle", world.users.admin, {
        id: "interior",
        style: renderStyleSettings("interior", { checkpoint: "not-this-one.safetensors" }),
      }),
    );
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const { id } = await server.db
      .insertInto("generations")
      .values({
        organization_id: world.organization.id,
        workbench_id: workbench.id,
        requested_by: world.users.editor.user.id,
        kind: "TEXT_TO_IMAGE",
        prompt: "A cabin",
        settings: JSON.stringify({
          styleId: "interior",
          influence: 70,
          outputs: 1,
          aspect: "1:1",
          seed: 3,
          upscale: null,
          width: 512,
          height: 512,
          placement: null,
        }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const jobId = await enqueueJob(server.db, {
      kind: GENERATION_JOB,
      organizationId: world.organization.id,
      payload: { generationId: id, workbenchId: workbench.id },
    });
    await server.db
      .updateTable("generations")
      .set({ job_id: jobId })
      .where("id", "=", id)
      .execute();
    server.services.jobs.wake();
    const done = await finishedGeneration(server, world.users.editor.token, workbench.id, id);
    expect(done.state).toBe("SUCCEEDED");
    expect(askedOf(lastPrompt()).checkpoint).toBe(findRenderStyle("interior")?.checkpoint);
  });

  test("reset gives an edited style Contour's settings back", async () => {
    dataOf(
      await changeStyles("updateRenderStyle", world.users.admin, {
        id: "soft-goods",
        style: renderStyleSettings("soft-goods", { name: "Knitwear", influence: 40 }),
      }),
    );
    const reset = dataOf(
      await changeStyles("resetRenderStyle", world.users.admin, { id: "soft-goods" }),
    );
    const softGoods = findRenderStyle("soft-goods");
    expect(reset.resetRenderStyle.styles.find(({ id }) => id === "soft-goods")).toEqual({
      ...softGoods,
      origin: "DEFAULT",
    });
    const { workbench } = await renderInput("soft-goods");
    expect(await renderSetupStyles(world.users.editor, workbench.id)).toContainEqual({
      id: "soft-goods",
      name: softGoods?.name,
      influence: softGoods?.influence,
    });
    // Its repo name taken by another style since: reset would make two of one name.
    dataOf(
      await changeStyles("updateRenderStyle", world.users.admin, {
        id: "clay",
        style: renderStyleSettings("clay", { name: "Clay matte" }),
      }),
    );
    dataOf(
      await changeStyles("createRenderStyle", world.users.admin, {
        style: renderStyleSettings("clay"),
      }),
    );
    expect(
      errorOf(await changeStyles("resetRenderStyle", world.users.admin, { id: "clay" })),
    ).toMatchObject({
      code: "NUNIQ",
      message: RENDER_STYLE_MESSAGES.resetNameTaken("Clay render"),
    });
  });

  test("an Admin adds a style members render with, and deletes it; Contour's cannot be deleted", async () => {
    const chrome = renderStyleSettings("studio-product", {
      name: "Chrome",
      promptSuffix: "polished chrome",
    });
    const added = dataOf(
      await changeStyles("createRenderStyle", world.users.admin, { style: chrome }),
    );
    const own = added.createRenderStyle.styles.at(-1);
    expect(own).toMatchObject({ origin: "OWN", ...chrome });
    expect(own?.id).toMatch(/^own-/);
    const ownId = own?.id ?? "";

    const { workbench, input } = await renderInput(ownId);
    expect(await renderSetupStyles(world.users.editor, workbench.id)).toContainEqual({
      id: ownId,
      name: "Chrome",
      influence: chrome.influence,
    });
    const started = await startGeneration(server, world.users.editor.token, input);
    await finishedGeneration(server, world.users.editor.token, workbench.id, started.id);
    expect(askedOf(lastPrompt()).prompts[0]).toBe("A coupé, polished chrome");

    expect(
      errorOf(await changeStyles("deleteRenderStyle", world.users.admin, { id: "clay" })),
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      message: RENDER_STYLE_MESSAGES.notOwn,
    });
    expect(
      errorOf(await changeStyles("resetRenderStyle", world.users.admin, { id: ownId })),
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      message: RENDER_STYLE_MESSAGES.notEdited,
    });
    const deleted = dataOf(
      await changeStyles("deleteRenderStyle", world.users.admin, { id: ownId }),
    );
    expect(deleted.deleteRenderStyle.styles.map(({ id }) => id)).toEqual(
      RENDER_STYLES.map(({ id }) => id),
    );
    expect(
      errorOf(await changeStyles("deleteRenderStyle", world.users.admin, { id: ownId })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
    // Its request keeps the style it was made with; a new one with it is refused.
    const history = await readGenerations(server, world.users.editor.token, workbench.id);
    expect(history[0]?.settings.style).toMatchObject({ name: "Chrome" });
    expect(
      errorOf(await server.gql(START_GENERATION, { input }, { token: world.users.editor.token })),
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      message: RENDER_STYLE_MESSAGES.notFound,
    });
  });

  test(`a workspace adds at most ${OWN_RENDER_STYLES_MAX} styles of its own`, async () => {
    for (let index = 0; index < OWN_RENDER_STYLES_MAX; index++)
      dataOf(
        await changeStyles("createRenderStyle", world.users.admin, {
          style: renderStyleSettings("clay", { name: `Clay ${index}` }),
        }),
      );
    expect(
      errorOf(
        await changeStyles("createRenderStyle", world.users.admin, {
          style: renderStyleSettings("clay", { name: "One more" }),
        }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: RENDER_STYLE_MESSAGES.tooMany });
    // Editing Contour's styles is not adding.
    dataOf(
      await changeStyles("updateRenderStyle", world.users.admin, {
        id: "clay",
        style: renderStyleSettings("clay", { steps: 10 }),
      }),
    );
  });
});

describe("who changes them", () => {
  test("Editors and Viewers are refused, and nothing changes", async () => {
    for (const user of [world.users.editor, world.users.viewer]) {
      expect(errorOf(await readStyles(user))).toMatchObject({
        code: "FORBIDDEN",
        message: MESSAGES.noPermission,
      });
      for (const [mutation, input] of [
        ["updateRenderStyle", { id: "clay", style: renderStyleSettings("clay", { name: "Mine" }) }],
        ["createRenderStyle", { style: renderStyleSettings("clay", { name: "Mine" }) }],
        ["resetRenderStyle", { id: "clay" }],
        ["deleteRenderStyle", { id: "clay" }],
      ] as const)
        expect(errorOf(await changeStyles(mutation, user, input))).toMatchObject({
          code: "FORBIDDEN",
        });
    }
    expect((await stylesOf()).every(({ origin }) => origin === "DEFAULT")).toBe(true);
  });

  test("another workspace's Admin cannot reach them, and its own stay Contour's", async () => {
    const stranger = world.users.stranger;
    expect(
      errorOf(
        await changeStyles("updateRenderStyle", stranger, {
          id: "clay",
          style: renderStyleSettings("clay", { name: "Theirs" }),
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    dataOf(
      await changeStyles("updateRenderStyle", world.users.admin, {
        id: "clay",
        style: renderStyleSettings("clay", { name: "Ours" }),
      }),
    );
    const away = await stylesOf(stranger, world.otherOrganization.id);
    expect(away.find(({ id }) => id === "clay")).toEqual({
      ...findRenderStyle("clay"),
      origin: "DEFAULT",
    });
    expect((await stylesOf()).find(({ id }) => id === "clay")?.name).toBe("Ours");
  });
});

describe("bad values", () => {
  const cases: [string, Partial<RenderStyleSettings>, string, string][] = [
    ["no name", { name: "  " }, "BAD_USER_INPUT", RENDER_STYLE_MESSAGES.nameRequired],
    ["a long name", { name: "n".repeat(61) }, "BAD_USER_INPUT", RENDER_STYLE_MESSAGES.nameTooLong],
    [
      "another style's name",
      { name: "marker RENDERING" },
      "NUNIQ",
      RENDER_STYLE_MESSAGES.nameTaken,
    ],
    [
      "a long suffix",
      { promptSuffix: "s".repeat(1001) },
      "BAD_USER_INPUT",
      RENDER_STYLE_MESSAGES.promptSuffixTooLong,
    ],
    [
      "a path out",
      { checkpoint: "../../secrets.safetensors" },
      "BAD_USER_INPUT",
      RENDER_STYLE_MESSAGES.checkpoint,
    ],
    [
      "no model file",
      { controlNet: "lineart" },
      "BAD_USER_INPUT",
      RENDER_STYLE_MESSAGES.controlNet,
    ],
    ["no steps", { steps: 0 }, "BAD_USER_INPUT", RENDER_STYLE_MESSAGES.steps],
    ["too much CFG", { cfg: 31 }, "BAD_USER_INPUT", RENDER_STYLE_MESSAGES.cfg],
    [
      "an A1111 sampler label",
      { sampler: "Euler a" },
      "BAD_USER_INPUT",
      RENDER_STYLE_MESSAGES.sampler,
    ],
    [
      "an unknown scheduler",
      { scheduler: "fast" },
      "BAD_USER_INPUT",
      RENDER_STYLE_MESSAGES.scheduler,
    ],
    ["influence over 100", { influence: 101 }, "BAD_USER_INPUT", RENDER_STYLE_MESSAGES.influence],
  ];

  test.each(cases)(
    "%s is refused with its message, and nothing changes",
    async (_name, changes, code, message) => {
      const before = await stylesOf();
      for (const [mutation, input] of [
        ["updateRenderStyle", { id: "clay", style: renderStyleSettings("clay", changes) }],
        ["createRenderStyle", { style: renderStyleSettings("clay", { name: "New", ...changes }) }],
      ] as const)
        expect(errorOf(await changeStyles(mutation, world.users.admin, input))).toMatchObject({
          code,
          message,
        });
      expect(await stylesOf()).toEqual(before);
    },
  );

  test("a style the workspace does not have is not found", async () => {
    expect(
      errorOf(
        await changeStyles("updateRenderStyle", world.users.admin, {
          id: "own-00000000-0000-4000-8000-000000000000",
          style: renderStyleSettings("clay", { name: "Ghost" }),
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: RENDER_STYLE_MESSAGES.notFound });
  });
});
