import { SHARING_OFF_TEXTS } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import type { WorkbenchRow } from "../../db/types.js";
import { MATRIX_PNG } from "../../test/authorization-world.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import {
  createLink,
  LINK_FIELDS,
  type LinkShape,
  makeLink,
  openLink,
  revokeLink,
  setWorkspaceSharing,
  viewTokenOf,
} from "../../test/share-link-calls.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { hashSecretToken, newSecretToken } from "../auth/secret-token.js";
import { recordImageUpload } from "../workbench-images/image-access.js";
import { imageKey } from "../workbench-images/image-key.js";
import { SHARE_LINK_HEADER } from "./share-link-images.routes.js";
import { SHARE_LINK_TEXTS } from "./share-link-texts.js";

const server = useTestServer();
let world: World;
let workbench: WorkbenchRow;
let other: WorkbenchRow;
let ip = 0;
/** Each test's visitor comes from an address of its own: the per-IP counts stay apart. */
const nextIp = () => `203.0.113.${++ip}`;

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars, { name: "Roadster" });
  other = await buildWorkbench(server.db, world.roots.cars, { name: "Coupe" });
});

describe("making links", () => {
  test("an Editor makes a link; the token opens the file without an account", async () => {
    const created = dataOf(
      await createLink(server, world.users.editor, { workbenchId: workbench.id }),
    ).createShareLink;
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.link).toMatchObject({
      workbenchId: workbench.id,
      workbenchName: "Roadster",
      creatorName: "The editor",
      hasPassword: false,
      status: "ACTIVE",
      expiresAt: null,
    });
    // Stored hashed: the table never holds the token.
    const row = await server.db
      .selectFrom("share_links")
      .select("token_hash")
      .where("id", "=", created.link.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(created.token);

    const opened = dataOf(await openLink(server, created.token, { ip: nextIp() })).openShareLink;
    expect(opened.passwordRequired).toBe(false);
    expect(opened.workbench).toMatchObject({ workbenchId: workbench.id, name: "Roadster" });
  });

  // Viewers and strangers: the authorization matrix (createShareLink).
  test("members of archived teams cannot share", async () => {
    const archived = await buildWorkbench(server.db, world.roots.archive);
    expect(
      errorOf(await createLink(server, world.users.editor, { workbenchId: archived.id })).code,
    ).toBe("FORBIDDEN");
  });

  test("an expiry lies ahead", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      errorOf(
        await createLink(server, world.users.editor, {
          workbenchId: workbench.id,
          expiresAt: past,
        }),
      ),
    ).toEqual({ code: "BAD_USER_INPUT", message: SHARE_LINK_TEXTS.expiryPast });
  });

  test("the Share dialog lists the file's links for those who may share it, to copy again", async () => {
    const { id, token } = await makeLink(server, world.users.admin, { workbenchId: other.id });
    // A link made before tokens were derived from ids keeps its random token, shown only once.
    const older = await server.db
      .insertInto("share_links")
      .values({
        organization_id: world.organization.id,
        workbench_id: other.id,
        token_hash: hashSecretToken(newSecretToken()),
        created_by: world.users.admin.user.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const read = () =>
      server.gql<{ workbenchSharing: { canShare: boolean; links: LinkShape[] } }>(
        `query Sharing($id: ID!) { workbenchSharing(workbenchId: $id) { canShare sharingEnabled links { ${LINK_FIELDS} } } }`,
        { id: other.id },
        { token: world.users.editor.token },
      );
    const sharing = dataOf(await read()).workbenchSharing;
    expect(sharing.canShare).toBe(true);
    expect(sharing.links.find((link) => link.id === id)?.token).toBe(token);
    expect(sharing.links.find((link) => link.id === older.id)?.token).toBeNull();
  });
});

describe("opening links", () => {
  test("an unknown token and a malformed one get the same answer", async () => {
    for (const token of ["x".repeat(43), "x".repeat(500)]) {
      expect(errorOf(await openLink(server, token, { ip: nextIp() }))).toEqual({
        code: "NOT_FOUND",
        message: SHARE_LINK_TEXTS.ended,
      });
    }
  });

  test("a link with a password asks for it before anything of the file", async () => {
    const { token, id } = await makeLink(server, world.users.editor, {
      workbenchId: workbench.id,
      password: "wheel arch",
    });
    const visitor = nextIp();
    expect(dataOf(await openLink(server, token, { ip: visitor })).openShareLink).toEqual({
      passwordRequired: true,
      workbench: null,
    });
    expect(errorOf(await openLink(server, token, { ip: visitor, password: "wrong" }))).toEqual({
      code: "FORBIDDEN",
      message: SHARE_LINK_TEXTS.wrongPassword,
    });
    const opened = dataOf(await openLink(server, token, { ip: visitor, password: "wheel arch" }));
    expect(opened.openShareLink.workbench?.name).toBe("Roadster");
    const row = await server.db
      .selectFrom("share_links")
      .select(["password_hash", "last_opened_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.last_opened_at).not.toBeNull();
  });

  test("wrong passwords are limited per link: then even the right one waits", async () => {
    const { token } = await makeLink(server, world.users.editor, {
      workbenchId: workbench.id,
      password: "right",
    });
    // Ten addresses, one guess each: the link's own count locks it.
    for (let guess = 0; guess < 10; guess++) {
      expect(errorOf(await openLink(server, token, { ip: nextIp(), password: "nope" })).code).toBe(
        "FORBIDDEN",
      );
    }
    expect(errorOf(await openLink(server, token, { ip: nextIp(), password: "right" })).code).toBe(
      "RATE_LIMITED",
    );
  });

  test("an expired link opens no more", async () => {
    const { id, token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    await server.db
      .updateTable("share_links")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    expect(errorOf(await openLink(server, token, { ip: nextIp() })).code).toBe("NOT_FOUND");
  });

  test("opens are limited per address", async () => {
    const { token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    const visitor = nextIp();
    for (let open = 0; open < 120; open++) dataOf(await openLink(server, token, { ip: visitor }));
    expect(errorOf(await openLink(server, token, { ip: visitor })).code).toBe("RATE_LIMITED");
  });
});

describe("revoking links", () => {
  test("the creator revokes their link; another Editor cannot; then it opens no more", async () => {
    const { id, token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    // The outsider reads the file (a public team) but cannot share it; Viewers and strangers: the
    // authorization matrix (revokeShareLink).
    expect(errorOf(await revokeLink(server, world.users.outsider, id)).code).toBe("FORBIDDEN");
    const revoked = dataOf(await revokeLink(server, world.users.editor, id)).revokeShareLink;
    expect(revoked.status).toBe("REVOKED");
    expect(errorOf(await openLink(server, token, { ip: nextIp() })).code).toBe("NOT_FOUND");
  });

  test("an Admin revokes anyone's link", async () => {
    const { id } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    expect(dataOf(await revokeLink(server, world.users.admin, id)).revokeShareLink.status).toBe(
      "REVOKED",
    );
  });
});

describe("the workspace's links and switches", () => {
  const listLinks = (first = 30) =>
    server.gql<{
      organizationShareLinks: { totalCount: number; nodes: LinkShape[] };
    }>(
      `query Links($organizationId: ID!, $first: Int) {
        organizationShareLinks(organizationId: $organizationId, first: $first) {
          totalCount nodes { ${LINK_FIELDS} } pageInfo { endCursor hasNextPage }
        }
      }`,
      { organizationId: world.organization.id, first },
      { token: world.users.admin.token },
    );

  // Others may not: the authorization matrix (organizationShareLinks).
  test("Admins see every link of the workspace", async () => {
    const { id } = await makeLink(server, world.users.editor, {
      workbenchId: workbench.id,
      password: "secret",
    });
    const list = dataOf(await listLinks()).organizationShareLinks;
    expect(list.nodes.find((link) => link.id === id)).toMatchObject({
      workbenchName: "Roadster",
      creatorName: "The editor",
      hasPassword: true,
    });
    expect(list.totalCount).toBe(list.nodes.length);
  });

  test("a page holds at least one link, as every paged list: first below 1 is refused", async () => {
    for (const first of [0, -1]) {
      expect(errorOf(await listLinks(first))).toEqual({
        code: "BAD_USER_INPUT",
        message: "first must be at least 1.",
      });
    }
    await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    expect(dataOf(await listLinks(1)).organizationShareLinks.nodes).toHaveLength(1);
  });

  /** Which switch the Share dialog of the file says is off, and whether it says sharing is on. */
  const dialogSwitch = async () => {
    const { workbenchSharing } = dataOf(
      await server.gql<{
        workbenchSharing: { sharingEnabled: boolean; sharingOffBy: string | null };
      }>(
        "query Sharing($id: ID!) { workbenchSharing(workbenchId: $id) { sharingEnabled sharingOffBy } }",
        { id: workbench.id },
        { token: world.users.editor.token },
      ),
    );
    return workbenchSharing;
  };
  const setDeploymentSharing = (on: boolean) =>
    server.db.updateTable("deployment_settings").set({ share_links_enabled: on }).execute();

  test("the workspace's switch off stops its links and their making; on, they work again", async () => {
    const { token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    expect(await dialogSwitch()).toEqual({ sharingEnabled: true, sharingOffBy: null });
    dataOf(await setWorkspaceSharing(server, world.users.admin, world.organization.id, false));
    expect(errorOf(await openLink(server, token, { ip: nextIp() })).code).toBe("NOT_FOUND");
    expect(
      errorOf(await createLink(server, world.users.editor, { workbenchId: workbench.id })),
    ).toEqual({ code: "FORBIDDEN", message: SHARING_OFF_TEXTS.WORKSPACE });
    expect(await dialogSwitch()).toEqual({ sharingEnabled: false, sharingOffBy: "WORKSPACE" });
    dataOf(await setWorkspaceSharing(server, world.users.admin, world.organization.id, true));
    dataOf(await openLink(server, token, { ip: nextIp() }));
  });

  test("staff's switch off stops every link of the deployment, and says it is staff's", async () => {
    const { token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    await setDeploymentSharing(false);
    try {
      expect(errorOf(await openLink(server, token, { ip: nextIp() })).code).toBe("NOT_FOUND");
      expect(
        errorOf(await createLink(server, world.users.editor, { workbenchId: workbench.id })),
      ).toEqual({ code: "FORBIDDEN", message: SHARING_OFF_TEXTS.DEPLOYMENT });
      expect(await dialogSwitch()).toEqual({ sharingEnabled: false, sharingOffBy: "DEPLOYMENT" });
      // The workspace's switch off too: still staff's, which its Admins cannot turn back on.
      dataOf(await setWorkspaceSharing(server, world.users.admin, world.organization.id, false));
      expect(await dialogSwitch()).toEqual({ sharingEnabled: false, sharingOffBy: "DEPLOYMENT" });
    } finally {
      dataOf(await setWorkspaceSharing(server, world.users.admin, world.organization.id, true));
      await setDeploymentSharing(true);
    }
    dataOf(await openLink(server, token, { ip: nextIp() }));
  });
});

describe("a link's images", () => {
  test("only its own file's images, only while it opens", async () => {
    const blobA = `${workbench.id}.png`;
    const blobB = `${other.id}.png`;
    for (const [file, blobId] of [
      [workbench, blobA],
      [other, blobB],
    ] as const) {
      await server.services.blobs.put(imageKey(world.organization.id, blobId), MATRIX_PNG);
      await recordImageUpload(server.db, file, blobId);
    }
    const { id, token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    const credential = await viewTokenOf(server, token);
    const image = (blobId: string, header = credential) =>
      server.fetch(`/api/v1/share-links/images/${blobId}`, {
        headers: { [SHARE_LINK_HEADER]: header },
      });
    expect((await image(blobA)).status).toBe(200);
    expect((await image(blobB)).status).toBe(404);
    expect((await image(blobA, "forged")).status).toBe(401);
    dataOf(await revokeLink(server, world.users.editor, id));
    expect((await image(blobA)).status).toBe(401);
  });
});

// Its view credential as a session, on every operation, route and socket: the authorization
// matrix's link column.
describe("what a link never grants", () => {
  test("its token is no session: every other call asks to sign in", async () => {
    const { token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    const read = await server.gql(
      "query Read($id: ID!) { workbench(id: $id) { name } }",
      { id: workbench.id },
      { token },
    );
    expect(errorOf(read).code).toBe("UNAUTHENTICATED");
    const share = await createLink(
      server,
      { ...world.users.editor, token },
      { workbenchId: workbench.id },
    );
    expect(errorOf(share).code).toBe("UNAUTHENTICATED");
    const image = await server.fetch(`/api/v1/workbenches/${workbench.id}/images/x.png`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.status).toBe(401);
  });
});
