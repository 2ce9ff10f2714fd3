import { BRUSH_PRESETS_PER_MEMBER, MESSAGES, SHARED_BRUSH_PRESETS_MAX } from "@contour/core";
import { describe, expect, test } from "vitest";
import { buildBrushPreset, PENCIL_SETTINGS } from "../../test/brush-preset-factories.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { ORGANIZATION_NOT_FOUND } from "../organizations/organization-queries.js";
import { NO_BRUSH_PRESET } from "./brush-preset-commands.js";

const server = useTestServer();

interface Preset {
  id: string;
  name: string;
  settings: unknown;
  shared: boolean;
  isOwn: boolean;
  ownerName: string | null;
  canUpdate: boolean;
  canShare: boolean;
  canDelete: boolean;
}

interface Workspace {
  id: string;
  admin: BuiltUser;
  editor: BuiltUser;
  /** A second editor: a colleague of the first. */
  colleague: BuiltUser;
  viewer: BuiltUser;
  /** The admin of another workspace, whose id `awayId` is. */
  stranger: BuiltUser;
  awayId: string;
}

async function buildWorkspace(): Promise<Workspace> {
  const admin = await buildUser(server.db);
  const organization = await buildOrganization(server.db, admin.user);
  const [editor, colleague, viewer] = [
    await buildUser(server.db),
    await buildUser(server.db),
    await buildUser(server.db),
  ];
  await addMember(server.db, organization.id, editor.user.id, "EDITOR");
  await addMember(server.db, organization.id, colleague.user.id, "EDITOR");
  await addMember(server.db, organization.id, viewer.user.id, "VIEWER");
  const stranger = await buildUser(server.db);
  const away = await buildOrganization(server.db, stranger.user, { name: "Elsewhere" });
  return { id: organization.id, admin, editor, colleague, viewer, stranger, awayId: away.id };
}

const FIELDS = "id name settings shared isOwn ownerName canUpdate canShare canDelete";

const listPresets = (user: BuiltUser, organizationId: string) =>
  server.gql<{ brushPresets: Preset[] }>(
    `query Presets($organizationId: ID!) { brushPresets(organizationId: $organizationId) { ${FIELDS} } }`,
    { organizationId },
    { token: user.token },
  );

const namesSeenBy = async (user: BuiltUser, organizationId: string) =>
  dataOf(await listPresets(user, organizationId)).brushPresets.map((preset) => preset.name);

const savePreset = (
  user: BuiltUser,
  input: { organizationId: string; name: string; settings?: unknown; shared?: boolean },
) =>
  server.gql<{ saveBrushPreset: Preset }>(
    `mutation Save($input: SaveBrushPresetInput!) { saveBrushPreset(input: $input) { ${FIELDS} } }`,
    { input: { settings: PENCIL_SETTINGS, ...input } },
    { token: user.token },
  );

const updatePreset = (
  user: BuiltUser,
  input: { id: string; name?: string; settings?: unknown; shared?: boolean },
) =>
  server.gql<{ updateBrushPreset: Preset }>(
    `mutation Update($input: UpdateBrushPresetInput!) { updateBrushPreset(input: $input) { ${FIELDS} } }`,
    { input },
    { token: user.token },
  );

const deletePreset = (user: BuiltUser, id: string) =>
  server.gql<{ deleteBrushPreset: { deletedIds: string[] } }>(
    `mutation Delete($input: BrushPresetIdInput!) { deleteBrushPreset(input: $input) { deletedIds } }`,
    { input: { id } },
    { token: user.token },
  );

const presetCount = async (organizationId: string) =>
  (
    await server.db
      .selectFrom("brush_presets")
      .select("id")
      .where("organization_id", "=", organizationId)
      .execute()
  ).length;

describe("brush presets designers save", () => {
  test("an editor saves a preset only they see until they share it with the workspace", async () => {
    const workspace = await buildWorkspace();
    const saved = dataOf(
      await savePreset(workspace.editor, { organizationId: workspace.id, name: "  Sketchy  " }),
    ).saveBrushPreset;
    expect(saved).toMatchObject({
      name: "Sketchy",
      settings: PENCIL_SETTINGS,
      shared: false,
      isOwn: true,
      ownerName: workspace.editor.user.name,
      canUpdate: true,
      canShare: true,
      canDelete: true,
    });
    expect(await namesSeenBy(workspace.colleague, workspace.id)).toEqual([]);
    expect(await namesSeenBy(workspace.admin, workspace.id)).toEqual([]);

    await updatePreset(workspace.editor, { id: saved.id, shared: true });
    const seen = dataOf(await listPresets(workspace.viewer, workspace.id)).brushPresets;
    expect(seen).toEqual([
      {
        ...saved,
        shared: true,
        isOwn: false,
        canUpdate: false,
        canShare: false,
        canDelete: false,
      },
    ]);
  });

  test("a member sees their own presets first, then the shared ones", async () => {
    const workspace = await buildWorkspace();
    await savePreset(workspace.colleague, {
      organizationId: workspace.id,
      name: "Team marker",
      shared: true,
    });
    await savePreset(workspace.editor, { organizationId: workspace.id, name: "Mine" });
    await savePreset(workspace.colleague, { organizationId: workspace.id, name: "Private" });
    expect(await namesSeenBy(workspace.editor, workspace.id)).toEqual(["Mine", "Team marker"]);
    expect(await namesSeenBy(workspace.colleague, workspace.id)).toEqual([
      "Team marker",
      "Private",
    ]);
  });

  test("its owner renames it and saves the brush over it", async () => {
    const workspace = await buildWorkspace();
    const { id } = dataOf(
      await savePreset(workspace.editor, { organizationId: workspace.id, name: "Pencil" }),
    ).saveBrushPreset;
    const settings = {
      ...PENCIL_SETTINGS,
      size: 30,
      style: { ...PENCIL_SETTINGS.style, grain: 0.1 },
    };
    const updated = dataOf(
      await updatePreset(workspace.editor, { id, name: "Soft pencil", settings }),
    );
    expect(updated.updateBrushPreset).toMatchObject({ name: "Soft pencil", settings });
  });

  test("a colleague uses a shared preset but cannot change it; an admin stops sharing or deletes it", async () => {
    const workspace = await buildWorkspace();
    const { id } = dataOf(
      await savePreset(workspace.editor, {
        organizationId: workspace.id,
        name: "Studio ink",
        shared: true,
      }),
    ).saveBrushPreset;
    const notYours = { code: "FORBIDDEN", message: MESSAGES.brushPresetNotYours };
    expect(errorOf(await updatePreset(workspace.colleague, { id, name: "Mine now" }))).toEqual(
      notYours,
    );
    expect(errorOf(await updatePreset(workspace.colleague, { id, shared: false }))).toEqual(
      notYours,
    );
    expect(errorOf(await deletePreset(workspace.colleague, id))).toEqual(notYours);
    expect(errorOf(await updatePreset(workspace.admin, { id, name: "Renamed" }))).toEqual(notYours);

    const unshared = dataOf(await updatePreset(workspace.admin, { id, shared: false }));
    expect(unshared.updateBrushPreset).toMatchObject({ name: "Studio ink", shared: false });
    expect(await namesSeenBy(workspace.colleague, workspace.id)).toEqual([]);
    // Unshared, it is its owner's alone again: the admin no longer reaches it.
    const gone = { code: "NOT_FOUND", message: NO_BRUSH_PRESET };
    expect(errorOf(await deletePreset(workspace.admin, id))).toEqual(gone);

    await updatePreset(workspace.editor, { id, shared: true });
    expect(dataOf(await deletePreset(workspace.admin, id)).deleteBrushPreset.deletedIds).toEqual([
      id,
    ]);
    expect(await namesSeenBy(workspace.editor, workspace.id)).toEqual([]);
  });

  test("a viewer cannot save presets, nor change one they saved as an editor", async () => {
    const workspace = await buildWorkspace();
    const refused = await savePreset(workspace.viewer, {
      organizationId: workspace.id,
      name: "Nope",
    });
    const editorsOnly = { code: "FORBIDDEN", message: MESSAGES.brushPresetEditorsOnly };
    expect(errorOf(refused)).toEqual(editorsOnly);
    const id = await buildBrushPreset(server.db, {
      organizationId: workspace.id,
      ownerId: workspace.viewer.user.id,
    });
    expect(errorOf(await updatePreset(workspace.viewer, { id, name: "Still" }))).toEqual(
      editorsOnly,
    );
    expect(await namesSeenBy(workspace.viewer, workspace.id)).toEqual(["Sketch pencil"]);
    expect(await presetCount(workspace.id)).toBe(1);
  });

  test("another workspace's presets and ids are not found", async () => {
    const workspace = await buildWorkspace();
    const notFound = { code: "NOT_FOUND", message: ORGANIZATION_NOT_FOUND };
    expect(errorOf(await listPresets(workspace.stranger, workspace.id))).toEqual(notFound);
    expect(
      errorOf(await savePreset(workspace.stranger, { organizationId: workspace.id, name: "In" })),
    ).toEqual(notFound);
    const id = await buildBrushPreset(server.db, {
      organizationId: workspace.id,
      ownerId: workspace.admin.user.id,
      shared: true,
    });
    const gone = { code: "NOT_FOUND", message: NO_BRUSH_PRESET };
    expect(errorOf(await updatePreset(workspace.stranger, { id, name: "Taken" }))).toEqual(gone);
    expect(errorOf(await deletePreset(workspace.stranger, id))).toEqual(gone);
    expect(errorOf(await deletePreset(workspace.stranger, "not-an-id"))).toEqual(gone);
    expect(await namesSeenBy(workspace.admin, workspace.id)).toEqual(["Sketch pencil"]);
  });

  test.each([
    ["an empty name", { name: "   " }, MESSAGES.brushPresetNameRequired],
    ["a name too long", { name: "x".repeat(41) }, MESSAGES.brushPresetNameTooLong],
    [
      "a size of 0",
      { settings: { ...PENCIL_SETTINGS, size: 0 } },
      MESSAGES.brushPresetSettingsInvalid,
    ],
    [
      "a style out of range",
      { settings: { ...PENCIL_SETTINGS, style: { ...PENCIL_SETTINGS.style, flow: 7 } } },
      MESSAGES.brushPresetSettingsInvalid,
    ],
    [
      "settings that are not an object",
      { settings: "pencil" },
      MESSAGES.brushPresetSettingsInvalid,
    ],
  ])("%s is refused and nothing is saved", async (_case, patch, message) => {
    const workspace = await buildWorkspace();
    const response = await savePreset(workspace.editor, {
      organizationId: workspace.id,
      name: "Valid",
      ...patch,
    });
    expect(errorOf(response)).toEqual({ code: "BAD_USER_INPUT", message });
    expect(await presetCount(workspace.id)).toBe(0);
  });

  test("fields the settings do not have are not stored", async () => {
    const workspace = await buildWorkspace();
    const padded = { ...PENCIL_SETTINGS, payload: "x".repeat(10_000) };
    const saved = await savePreset(workspace.editor, {
      organizationId: workspace.id,
      name: "Padded",
      settings: padded,
    });
    expect(dataOf(saved).saveBrushPreset.settings).toEqual(PENCIL_SETTINGS);
  });
});

describe("how many presets there may be", () => {
  test(`a member saves ${BRUSH_PRESETS_PER_MEMBER}; of two saves at once past that, one is refused`, async () => {
    const workspace = await buildWorkspace();
    for (let index = 0; index < BRUSH_PRESETS_PER_MEMBER - 1; index += 1) {
      await buildBrushPreset(server.db, {
        organizationId: workspace.id,
        ownerId: workspace.editor.user.id,
      });
    }
    const results = await Promise.all(
      ["One", "Two"].map((name) =>
        savePreset(workspace.editor, { organizationId: workspace.id, name }),
      ),
    );
    const refusals = results.filter((result) => result.errors?.length);
    expect(refusals.map(errorOf)).toEqual([
      { code: "CONFLICT", message: MESSAGES.brushPresetsFull },
    ]);
    expect(await presetCount(workspace.id)).toBe(BRUSH_PRESETS_PER_MEMBER);
    // The limit is each member's: a colleague still saves.
    dataOf(await savePreset(workspace.colleague, { organizationId: workspace.id, name: "Theirs" }));
  });

  test(`a workspace shares ${SHARED_BRUSH_PRESETS_MAX}; sharing one more is refused`, async () => {
    const workspace = await buildWorkspace();
    for (let index = 0; index < SHARED_BRUSH_PRESETS_MAX; index += 1) {
      await buildBrushPreset(server.db, {
        organizationId: workspace.id,
        ownerId: workspace.admin.user.id,
        shared: true,
      });
    }
    const full = { code: "CONFLICT", message: MESSAGES.sharedBrushPresetsFull };
    const shared = await savePreset(workspace.editor, {
      organizationId: workspace.id,
      name: "One more",
      shared: true,
    });
    expect(errorOf(shared)).toEqual(full);
    const { id } = dataOf(
      await savePreset(workspace.editor, { organizationId: workspace.id, name: "Kept to myself" }),
    ).saveBrushPreset;
    expect(errorOf(await updatePreset(workspace.editor, { id, shared: true }))).toEqual(full);
    expect(
      errorOf(await updatePreset(workspace.editor, { id, name: "Renamed", shared: true })),
    ).toEqual(full);
    expect(await namesSeenBy(workspace.editor, workspace.id)).toContain("Kept to myself");
  });
});
