import { MESSAGES, PALETTE_MAX_COLORS } from "@contour/core";
import { describe, expect, test } from "vitest";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { ORGANIZATION_NOT_FOUND } from "../organizations/organization-queries.js";

const server = useTestServer();

interface Palette {
  organizationId: string;
  colors: string[];
  canEdit: boolean;
}

interface Workspace {
  id: string;
  admin: BuiltUser;
  editor: BuiltUser;
  viewer: BuiltUser;
  /** The admin of another workspace, whose id `awayId` is. */
  stranger: BuiltUser;
  awayId: string;
}

async function buildWorkspace(): Promise<Workspace> {
  const admin = await buildUser(server.db);
  const organization = await buildOrganization(server.db, admin.user);
  const editor = await buildUser(server.db);
  const viewer = await buildUser(server.db);
  await addMember(server.db, organization.id, editor.user.id, "EDITOR");
  await addMember(server.db, organization.id, viewer.user.id, "VIEWER");
  const stranger = await buildUser(server.db);
  const away = await buildOrganization(server.db, stranger.user, { name: "Elsewhere" });
  return { id: organization.id, admin, editor, viewer, stranger, awayId: away.id };
}

const PALETTE_FIELDS = "organizationId colors canEdit";

const readPalette = (user: BuiltUser, organizationId: string) =>
  server.gql<{ workspacePalette: Palette }>(
    `query Palette($organizationId: ID!) {
      workspacePalette(organizationId: $organizationId) { ${PALETTE_FIELDS} }
    }`,
    { organizationId },
    { token: user.token },
  );

const changePalette = (
  mutation: "addPaletteColor" | "removePaletteColor",
  user: BuiltUser,
  organizationId: string,
  color: string,
) =>
  server.gql<Record<typeof mutation, Palette>>(
    `mutation Change($input: PaletteColorInput!) {
      ${mutation}(input: $input) { ${PALETTE_FIELDS} }
    }`,
    { input: { organizationId, color } },
    { token: user.token },
  );

const colorsOf = async (user: BuiltUser, organizationId: string) =>
  dataOf(await readPalette(user, organizationId)).workspacePalette.colors;

const NOT_FOUND = { code: "NOT_FOUND", message: ORGANIZATION_NOT_FOUND };

describe("a workspace's palette", () => {
  test("an editor adds colours in order; every member reads them, editors may change them", async () => {
    const workspace = await buildWorkspace();
    expect(await colorsOf(workspace.viewer, workspace.id)).toEqual([]);

    const added = await changePalette("addPaletteColor", workspace.editor, workspace.id, "#FF8000");
    expect(dataOf(added).addPaletteColor).toEqual({
      organizationId: workspace.id,
      colors: ["#ff8000"],
      canEdit: true,
    });
    await changePalette("addPaletteColor", workspace.admin, workspace.id, "#1f2937");

    const seenByViewer = dataOf(await readPalette(workspace.viewer, workspace.id));
    expect(seenByViewer.workspacePalette).toEqual({
      organizationId: workspace.id,
      colors: ["#ff8000", "#1f2937"],
      canEdit: false,
    });
    const seenByAdmin = dataOf(await readPalette(workspace.admin, workspace.id));
    expect(seenByAdmin.workspacePalette.canEdit).toBe(true);
  });

  test("a colour already there is ignored and keeps its place", async () => {
    const workspace = await buildWorkspace();
    await changePalette("addPaletteColor", workspace.editor, workspace.id, "#112233");
    await changePalette("addPaletteColor", workspace.editor, workspace.id, "#445566");
    const again = await changePalette("addPaletteColor", workspace.admin, workspace.id, "#112233");
    expect(dataOf(again).addPaletteColor.colors).toEqual(["#112233", "#445566"]);
  });

  test("a removed colour is gone, and removing it again changes nothing", async () => {
    const workspace = await buildWorkspace();
    await changePalette("addPaletteColor", workspace.editor, workspace.id, "#112233");
    await changePalette("addPaletteColor", workspace.editor, workspace.id, "#445566");
    const removed = await changePalette(
      "removePaletteColor",
      workspace.admin,
      workspace.id,
      "#112233",
    );
    expect(dataOf(removed).removePaletteColor.colors).toEqual(["#445566"]);
    const again = await changePalette(
      "removePaletteColor",
      workspace.editor,
      workspace.id,
      "#112233",
    );
    expect(dataOf(again).removePaletteColor.colors).toEqual(["#445566"]);
  });

  test(`a palette holds ${PALETTE_MAX_COLORS} colours; the next is refused, one already there is not`, async () => {
    const workspace = await buildWorkspace();
    const colors = Array.from(
      { length: PALETTE_MAX_COLORS },
      (_, index) => `#0000${index.toString(16).padStart(2, "0")}`,
    );
    await server.db
      .insertInto("palette_colors")
      .values(colors.map((color) => ({ organization_id: workspace.id, color })))
      .execute();

    const full = await changePalette("addPaletteColor", workspace.editor, workspace.id, "#ffffff");
    expect(errorOf(full)).toEqual({ code: "CONFLICT", message: MESSAGES.paletteFull });
    const present = await changePalette(
      "addPaletteColor",
      workspace.editor,
      workspace.id,
      colors[5] ?? "",
    );
    expect(dataOf(present).addPaletteColor.colors).toHaveLength(PALETTE_MAX_COLORS);

    await changePalette("removePaletteColor", workspace.editor, workspace.id, colors[0] ?? "");
    const afterRemoval = await changePalette(
      "addPaletteColor",
      workspace.editor,
      workspace.id,
      "#ffffff",
    );
    expect(dataOf(afterRemoval).addPaletteColor.colors.at(-1)).toBe("#ffffff");
  });

  test("a colour that is not #rrggbb is refused and nothing is stored", async () => {
    const workspace = await buildWorkspace();
    for (const color of ["red", "#fff", "#12345g", "#1234567", "123456", " #123456", ""]) {
      const response = await changePalette(
        "addPaletteColor",
        workspace.editor,
        workspace.id,
        color,
      );
      expect(errorOf(response)).toEqual({
        code: "BAD_USER_INPUT",
        message: MESSAGES.paletteColorInvalid,
      });
    }
    expect(await colorsOf(workspace.editor, workspace.id)).toEqual([]);
  });

  test("a viewer may read the palette but not change it", async () => {
    const workspace = await buildWorkspace();
    await changePalette("addPaletteColor", workspace.editor, workspace.id, "#112233");
    for (const mutation of ["addPaletteColor", "removePaletteColor"] as const) {
      const response = await changePalette(mutation, workspace.viewer, workspace.id, "#112233");
      expect(errorOf(response)).toEqual({
        code: "FORBIDDEN",
        message: MESSAGES.paletteEditorsOnly,
      });
    }
    expect(await colorsOf(workspace.viewer, workspace.id)).toEqual(["#112233"]);
  });

  test("ids of another workspace are refused as not found, and its palette stays as it was", async () => {
    const workspace = await buildWorkspace();
    await changePalette("addPaletteColor", workspace.stranger, workspace.awayId, "#abcdef");
    await changePalette("addPaletteColor", workspace.editor, workspace.id, "#112233");

    expect(errorOf(await readPalette(workspace.editor, workspace.awayId))).toEqual(NOT_FOUND);
    expect(errorOf(await readPalette(workspace.stranger, workspace.id))).toEqual(NOT_FOUND);
    for (const mutation of ["addPaletteColor", "removePaletteColor"] as const) {
      const response = await changePalette(mutation, workspace.admin, workspace.awayId, "#abcdef");
      expect(errorOf(response)).toEqual(NOT_FOUND);
    }
    expect(
      errorOf(
        await changePalette("removePaletteColor", workspace.stranger, workspace.id, "#112233"),
      ),
    ).toEqual(NOT_FOUND);
    expect(await colorsOf(workspace.stranger, workspace.awayId)).toEqual(["#abcdef"]);
    expect(await colorsOf(workspace.editor, workspace.id)).toEqual(["#112233"]);
    // Not a workspace id at all.
    expect(errorOf(await readPalette(workspace.editor, "not-an-id"))).toEqual(NOT_FOUND);
  });

  test("a workspace's palette goes with the workspace", async () => {
    const workspace = await buildWorkspace();
    await changePalette("addPaletteColor", workspace.editor, workspace.id, "#112233");
    await server.db.deleteFrom("organizations").where("id", "=", workspace.id).execute();
    const rows = await server.db
      .selectFrom("palette_colors")
      .select("color")
      .where("organization_id", "=", workspace.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
