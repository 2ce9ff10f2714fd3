import { existsSync } from "node:fs";
import path from "node:path";
import { LOGO_MAX_BYTES, type OrganizationRole } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { decoded, solidImage } from "../../test/images.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
let JPEG: Buffer;

beforeAll(async () => {
  JPEG = await solidImage("jpeg");
});

const FORBIDDEN = {
  code: "FORBIDDEN",
  message: "Only an admin can change the workspace's name and logo.",
};
const NOT_FOUND = {
  code: "NOT_FOUND",
  message: "This workspace does not exist or you are not a member.",
};

interface Workspace {
  id: string;
  admin: BuiltUser;
  members: Record<Exclude<OrganizationRole, "ADMIN">, BuiltUser>;
  /** An admin of another workspace. */
  stranger: BuiltUser;
}

async function buildWorkspace(name = "Studio Nord"): Promise<Workspace> {
  const admin = await buildUser(server.db);
  const organization = await buildOrganization(server.db, admin.user, { name });
  const editor = await buildUser(server.db);
  const viewer = await buildUser(server.db);
  await addMember(server.db, organization.id, editor.user.id, "EDITOR");
  await addMember(server.db, organization.id, viewer.user.id, "VIEWER");
  const stranger = await buildUser(server.db);
  await buildOrganization(server.db, stranger.user, { name: "Elsewhere" });
  return { id: organization.id, admin, members: { EDITOR: editor, VIEWER: viewer }, stranger };
}

const updateOrganization = (
  token: string,
  id: string,
  patch: { name?: string; logoPath?: string | null },
) =>
  server.gql<{ updateOrganization: { id: string; name: string; logoUrl: string | null } }>(
    `mutation Update($input: UpdateOrganizationInput!) {
      updateOrganization(input: $input) { id name logoUrl }
    }`,
    { input: { id, patch } },
    { token },
  );

const stored = (id: string) =>
  server.db
    .selectFrom("organizations")
    .select(["name", "logo_path"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

function uploadLogo(
  organizationId: string,
  bytes: Uint8Array,
  options: { token?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/png" }),
    "logo",
  );
  return server.fetch(`/api/v1/organizations/${organizationId}/logo`, {
    method: "POST",
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
}

const blobFile = (key: string) => path.join(server.config.blobDir, key);

describe("updateOrganization", () => {
  test("renames the workspace for an admin, trimmed, with an activity row", async () => {
    const workspace = await buildWorkspace();
    const result = await updateOrganization(workspace.admin.token, workspace.id, {
      name: "  Studio Süd ",
    });
    expect(dataOf(result).updateOrganization).toEqual({
      id: workspace.id,
      name: "Studio Süd",
      logoUrl: null,
    });
    expect(await stored(workspace.id)).toEqual({ name: "Studio Süd", logo_path: null });
    expect(await activityOf(server, workspace.id)).toEqual([
      {
        user_email: workspace.admin.user.email,
        action_type: "RENAME",
        target_table: "organization",
        target_id: workspace.id,
        metadata: { new_name: "Studio Süd" },
      },
    ]);
  });

  test("refuses an empty name and changes nothing", async () => {
    const workspace = await buildWorkspace();
    for (const name of ["", "   "]) {
      expect(
        errorOf(await updateOrganization(workspace.admin.token, workspace.id, { name })),
      ).toEqual({ code: "BAD_USER_INPUT", message: "Please enter a name for your workspace" });
    }
    expect(await stored(workspace.id)).toEqual({ name: "Studio Nord", logo_path: null });
    expect(await activityOf(server, workspace.id)).toEqual([]);
  });

  test("refuses a logoPath other than null: a logo is uploaded", async () => {
    const workspace = await buildWorkspace();
    const result = await updateOrganization(workspace.admin.token, workspace.id, {
      logoPath: "thumbnails/someone-elses.png",
    });
    expect(errorOf(result).code).toBe("BAD_USER_INPUT");
    expect(await stored(workspace.id)).toEqual({ name: "Studio Nord", logo_path: null });
  });

  test.each(["EDITOR", "VIEWER"] as const)("refuses an %s with FORBIDDEN", async (role) => {
    const workspace = await buildWorkspace();
    const result = await updateOrganization(workspace.members[role].token, workspace.id, {
      name: "Taken over",
    });
    expect(errorOf(result)).toEqual(FORBIDDEN);
    expect(await stored(workspace.id)).toEqual({ name: "Studio Nord", logo_path: null });
    expect(await activityOf(server, workspace.id)).toEqual([]);
  });

  test("refuses a member of another workspace with NOT_FOUND", async () => {
    const workspace = await buildWorkspace();
    const result = await updateOrganization(workspace.stranger.token, workspace.id, {
      name: "Taken over",
    });
    expect(errorOf(result)).toEqual(NOT_FOUND);
    expect(await stored(workspace.id)).toEqual({ name: "Studio Nord", logo_path: null });
  });

  test("lets staff (isAdmin) who are members rename as admins", async () => {
    const workspace = await buildWorkspace();
    const staff = await buildUser(server.db, { isAdmin: true });
    await addMember(server.db, workspace.id, staff.user.id, "VIEWER");
    dataOf(await updateOrganization(staff.token, workspace.id, { name: "Staff named" }));
    expect((await stored(workspace.id)).name).toBe("Staff named");
  });
});

describe("POST /api/v1/organizations/:id/logo", () => {
  test("stores an admin's logo, shows its URL to every member and serves it", async () => {
    const workspace = await buildWorkspace();
    const response = await uploadLogo(workspace.id, PNG, { token: workspace.admin.token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { logoPath: string; logoUrl: string };
    expect(body.logoUrl).toMatch(
      /^\/api\/v1\/organizations\/[\w-]+\/logo\?v=[0-9a-f]{16}&sig=[\w-]{22}$/,
    );
    expect((await stored(workspace.id)).logo_path).toBe(body.logoPath);
    expect(existsSync(blobFile(body.logoPath))).toBe(true);
    expect(await activityOf(server, workspace.id)).toMatchObject([
      { action_type: "UPDATE", target_table: "organization", target_id: workspace.id },
    ]);

    for (const member of [workspace.admin, workspace.members.VIEWER]) {
      const seen = await server.gql<{ organization: { logoUrl: string } }>(
        "query($id: ID!) { organization(id: $id) { logoUrl } }",
        { id: workspace.id },
        { token: member.token },
      );
      expect(dataOf(seen).organization.logoUrl).toBe(body.logoUrl);
    }
    const image = await server.fetch(body.logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Encoded again on upload (http/image-upload.ts): the same picture, not the same bytes.
    expect(await decoded(Buffer.from(await image.arrayBuffer()))).toEqual(await decoded(PNG));
  });

  test("currentUser lists the logo of each of the user's workspaces, and of no other", async () => {
    const workspace = await buildWorkspace();
    const { logoUrl } = (await (
      await uploadLogo(workspace.id, PNG, { token: workspace.admin.token })
    ).json()) as { logoUrl: string };
    // The viewer's second workspace has no logo; the stranger's, which has one, is not theirs.
    const own = await buildOrganization(server.db, workspace.members.VIEWER.user, {
      name: "Own studio",
    });
    const strangers = await server.db
      .selectFrom("organization_members")
      .select("organization_id")
      .where("user_id", "=", workspace.stranger.user.id)
      .executeTakeFirstOrThrow();
    expect(
      (await uploadLogo(strangers.organization_id, PNG, { token: workspace.stranger.token }))
        .status,
    ).toBe(200);

    const seen = await server.gql<{
      currentUser: {
        organizations: { edges: { node: { id: string; logoUrl: string | null } }[] };
      };
    }>(
      "{ currentUser { organizations { edges { node { id logoUrl } } } } }",
      {},
      { token: workspace.members.VIEWER.token },
    );
    const workspaces = dataOf(seen).currentUser.organizations.edges.map((edge) => edge.node);
    expect(workspaces).toHaveLength(2);
    expect(workspaces).toEqual(
      expect.arrayContaining([
        { id: workspace.id, logoUrl },
        { id: own.id, logoUrl: null },
      ]),
    );
  });

  test("replaces the old logo: its blob and its URL are gone", async () => {
    const workspace = await buildWorkspace();
    const first = (await (
      await uploadLogo(workspace.id, PNG, { token: workspace.admin.token })
    ).json()) as { logoPath: string; logoUrl: string };
    const second = await uploadLogo(workspace.id, JPEG, {
      token: workspace.admin.token,
      type: "image/jpeg",
    });
    expect(second.status).toBe(200);
    const { logoPath } = (await second.json()) as { logoPath: string };
    expect(logoPath).toMatch(/\.jpg$/);
    expect(existsSync(blobFile(first.logoPath))).toBe(false);
    expect(existsSync(blobFile(logoPath))).toBe(true);
    expect((await server.fetch(first.logoUrl)).status).toBe(404);
  });

  test("removing the logo with logoPath null deletes the blob", async () => {
    const workspace = await buildWorkspace();
    const { logoPath } = (await (
      await uploadLogo(workspace.id, PNG, { token: workspace.admin.token })
    ).json()) as { logoPath: string };
    const result = await updateOrganization(workspace.admin.token, workspace.id, {
      logoPath: null,
    });
    expect(dataOf(result).updateOrganization.logoUrl).toBe(null);
    expect(await stored(workspace.id)).toEqual({ name: "Studio Nord", logo_path: null });
    expect(existsSync(blobFile(logoPath))).toBe(false);
  });

  test("refuses bytes that are not an image, whatever the declared type", async () => {
    const workspace = await buildWorkspace();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (const [bytes, type] of [
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/png"],
      [gif, "image/png"],
      [PNG, "text/html"],
    ] as const) {
      const response = await uploadLogo(workspace.id, bytes, {
        token: workspace.admin.token,
        type,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: "A logo must be a PNG, JPEG or WebP image.",
        code: "BAD_USER_INPUT",
      });
    }
    expect((await stored(workspace.id)).logo_path).toBe(null);
  });

  test("refuses a logo over the size limit", async () => {
    const workspace = await buildWorkspace();
    const large = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await uploadLogo(workspace.id, large, { token: workspace.admin.token });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "A logo can be at most 1 MB.",
      code: "BAD_USER_INPUT",
    });
    expect((await stored(workspace.id)).logo_path).toBe(null);
  });

  test("refuses editors and viewers (403), strangers (404) and visitors (401)", async () => {
    const workspace = await buildWorkspace();
    for (const role of ["EDITOR", "VIEWER"] as const) {
      const response = await uploadLogo(workspace.id, PNG, {
        token: workspace.members[role].token,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: FORBIDDEN.message, code: "FORBIDDEN" });
    }
    const stranger = await uploadLogo(workspace.id, PNG, { token: workspace.stranger.token });
    expect(stranger.status).toBe(404);
    expect((await uploadLogo(workspace.id, PNG)).status).toBe(401);
    expect((await uploadLogo("not-a-uuid", PNG, { token: workspace.admin.token })).status).toBe(
      404,
    );
    expect((await stored(workspace.id)).logo_path).toBe(null);
  });

  test("refuses an editor and a stranger before reading the image (not 415 for a text file)", async () => {
    const workspace = await buildWorkspace();
    const text = Buffer.from("not an image");
    const asEditor = await uploadLogo(workspace.id, text, {
      token: workspace.members.EDITOR.token,
    });
    expect(asEditor.status).toBe(403);
    const asStranger = await uploadLogo(workspace.id, text, { token: workspace.stranger.token });
    expect(asStranger.status).toBe(404);
  });

  test("serves nothing without a valid signature", async () => {
    const workspace = await buildWorkspace();
    const { logoUrl } = (await (
      await uploadLogo(workspace.id, PNG, { token: workspace.admin.token })
    ).json()) as { logoUrl: string };
    const forged = logoUrl.replace(/sig=[\w-]+/, "sig=AAAAAAAAAAAAAAAAAAAAAA");
    expect((await server.fetch(forged)).status).toBe(404);
    const other = await buildWorkspace();
    const elsewhere = logoUrl.replace(workspace.id, other.id);
    expect((await server.fetch(elsewhere)).status).toBe(404);
  });
});
