import { addLayer, readArtboards } from "@contour/canvas";
import { COLLAB_REFUSALS } from "@contour/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WorkbenchRow } from "../../db/types.js";
import {
  type CollabClient,
  connectCollab,
  LOCAL,
  storedLayerNames,
} from "../../test/collab-client.js";
import { deleteItems, moveItems, renameWorkbench } from "../../test/dashboard-operations.js";
import { buildUser } from "../../test/factories.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { changeMemberRole, removeMember } from "../../test/member-operations.js";
import { dataOf, useTestServer } from "../../test/server.js";
import { teamCalls } from "../../test/team-operations.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

/**
 * Rights change while people are connected (issue 6, "Permissions on the socket"): the mutation
 * that changes them makes the server re-check every open connection, which it closes or makes
 * read-only, telling the client.
 */
const server = useTestServer();
const teams = teamCalls(server);
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

async function connect(token: string): Promise<CollabClient> {
  const client = connectCollab(server, workbench.id, token);
  clients.push(client);
  await client.synced;
  return client;
}

function draw(client: CollabClient, name: string): void {
  addLayer(client.doc, LOCAL, readArtboards(client.doc)[0]?.id ?? "", name);
}

beforeEach(async () => {
  world = await buildWorld(server.db);
  // The Organization plan: seats for every role change, and teams that can be archived.
  await server.db
    .updateTable("organizations")
    .set({ subscription_plan: "ORGANIZATION" })
    .where("id", "=", world.organization.id)
    .execute();
  workbench = await buildWorkbench(server.db, world.roots.cars);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("open connections follow the rights of their users", () => {
  it("a member removed from the workspace is disconnected and cannot come back", async () => {
    const { admin, editor } = world.users;
    const client = await connect(editor.token);
    dataOf(await removeMember(server, admin.token, world.organization.id, editor.user.id));
    expect(await client.closed).toBe(COLLAB_REFUSALS.accessRevoked);

    const again = connectCollab(server, workbench.id, editor.token);
    clients.push(again);
    expect(await again.outcome).toEqual({ kind: "refused", reason: COLLAB_REFUSALS.notFound });
  });

  it("a member made Viewer goes read-only at once, and an Editor again may draw", async () => {
    const { admin, editor } = world.users;
    const client = await connect(editor.token);
    const readOnly = client.waitForNotice("access");
    dataOf(
      await changeMemberRole(server, admin.token, world.organization.id, editor.user.id, "VIEWER"),
    );
    expect(await readOnly).toEqual({ type: "access", readOnly: true });
    const refused = client.waitForRefusal();
    draw(client, "As a viewer");
    await refused;
    expect(await storedLayerNames(server, workbench.id)).toEqual(["Layer 1"]);

    const editable = client.waitForNotice("access");
    dataOf(
      await changeMemberRole(server, admin.token, world.organization.id, editor.user.id, "EDITOR"),
    );
    expect(await editable).toEqual({ type: "access", readOnly: false });
    // The refused change stays out: a client reopens the document when told it is read-only.
    const reopened = await connect(editor.token);
    draw(reopened, "As an editor");
    await reopened.waitForSaved();
    expect(await storedLayerNames(server, workbench.id)).toEqual(["Layer 1", "As an editor"]);
  });

  it("archiving the team makes its files read-only for everyone connected", async () => {
    const { admin, editor } = world.users;
    const client = await connect(editor.token);
    const notice = client.waitForNotice("access");
    dataOf(await teams.updateTeam(admin.token, world.teamIds.cars, { archived: true }));
    expect(await notice).toEqual({ type: "access", readOnly: true });
  });

  it("leaving a public team leaves its files to look at, not to change", async () => {
    const { editor } = world.users;
    const client = await connect(editor.token);
    const notice = client.waitForNotice("access");
    dataOf(await teams.removeUserFromTeam(editor.token, world.teamIds.cars, editor.user.id));
    expect(await notice).toEqual({ type: "access", readOnly: true });
  });

  it("deleting the file disconnects whoever has it open", async () => {
    const { admin, editor } = world.users;
    const client = await connect(editor.token);
    dataOf(await deleteItems(server, admin.token, { workbenchIds: [workbench.id] }));
    expect(await client.closed).toBe(COLLAB_REFUSALS.accessRevoked);
  });

  it("moving the file into a private team disconnects those outside it", async () => {
    const { admin, editor } = world.users;
    const client = await connect(editor.token);
    const owner = await connect(admin.token);
    dataOf(
      await moveItems(server, admin.token, { workbenchIds: [workbench.id] }, world.roots.secret.id),
    );
    expect(await client.closed).toBe(COLLAB_REFUSALS.accessRevoked);
    // The admin, a member of the private team, keeps drawing.
    draw(owner, "Still here");
    await owner.waitForSaved();
  });

  it("signing out ends the session's connections, and the session cannot reconnect", async () => {
    const { editor } = world.users;
    const client = await connect(editor.token);
    dataOf(await server.gql("mutation { logout { ok } }", {}, { token: editor.token }));
    expect(await client.closed).toBe(COLLAB_REFUSALS.unauthenticated);

    const again = connectCollab(server, workbench.id, editor.token);
    clients.push(again);
    expect(await again.outcome).toEqual({
      kind: "refused",
      reason: COLLAB_REFUSALS.unauthenticated,
    });
  });

  it("staff disabling the account or revoking its sessions ends its connections", async () => {
    const { editor, viewer } = world.users;
    const staff = await buildUser(server.db, { isAdmin: true });
    const disabled = await connect(editor.token);
    const revoked = await connect(viewer.token);
    dataOf(
      await server.gql(
        "mutation D($id: ID!) { updateAdminUser(input: { id: $id, patch: { disabled: true } }) { id } }",
        { id: editor.user.id },
        { token: staff.token },
      ),
    );
    expect(await disabled.closed).toBe(COLLAB_REFUSALS.unauthenticated);
    dataOf(
      await server.gql(
        "mutation R($id: ID!) { revokeAdminUserSessions(input: { userId: $id }) { id } }",
        { id: viewer.user.id },
        { token: staff.token },
      ),
    );
    expect(await revoked.closed).toBe(COLLAB_REFUSALS.unauthenticated);
  });

  it("a rename tells everyone who has the file open", async () => {
    const { admin, viewer } = world.users;
    const client = await connect(viewer.token);
    const notice = client.waitForNotice("workbench-changed");
    dataOf(await renameWorkbench(server, admin.token, workbench.id, "Roadster v2"));
    expect(await notice).toEqual({ type: "workbench-changed" });
  });
});
