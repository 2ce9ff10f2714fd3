import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OrganizationRole } from "@contour/core";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { buildTeam, buildWorkbench, globalRootFolder } from "../../test/file-factories.js";
import { latestMailTo, tokenInMail } from "../../test/mailbox.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { type LinkTokens, loadLinkTokens } from "../links/link-tokens.js";
import { imageKey } from "../workbench-images/image-key.js";

const server = useTestServer();
let linkTokens: LinkTokens;

beforeAll(async () => {
  linkTokens = await loadLinkTokens(server.db);
});

const INVALID_LINK = {
  code: "BAD_USER_INPUT",
  message:
    "This link is invalid or expired. Please verify the email you received and try requesting another email from the Workspace settings page.",
};
const ONLY_ADMIN = { code: "FORBIDDEN", message: "Only an admin can do this." };
const NOT_FOUND = {
  code: "NOT_FOUND",
  message: "This workspace does not exist or you are not a member.",
};
const MANUAL = {
  code: "FORBIDDEN",
  message: "This workspace's subscription is managed by our team: contact support to delete it.",
};

interface Workspace {
  id: string;
  admin: BuiltUser;
  members: Record<Exclude<OrganizationRole, "ADMIN">, BuiltUser>;
  teamId: string;
  blobPaths: string[];
}

async function putBlob(key: string) {
  const file = path.join(server.config.blobDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, "image");
}

const blobExists = (key: string) => existsSync(path.join(server.config.blobDir, key));

/** A workspace with something of every kind in it: teams, folders, files, invites, a logo. */
async function buildWorkspace(fields: { manualSubscription?: boolean } = {}): Promise<Workspace> {
  const admin = await buildUser(server.db);
  const organization = await buildOrganization(server.db, admin.user, fields);
  const editor = await buildUser(server.db);
  const viewer = await buildUser(server.db);
  await addMember(server.db, organization.id, editor.user.id, "EDITOR");
  await addMember(server.db, organization.id, viewer.user.id, "VIEWER");
  const { team, root } = await buildTeam(server.db, organization.id, {
    memberIds: [admin.user.id, editor.user.id],
  });
  await server.db
    .insertInto("team_invites")
    .values({ team_id: team.id, email: "t@x.io" })
    .execute();
  await server.db
    .insertInto("organization_invites")
    .values({ organization_id: organization.id, email: "new@x.io", role: "EDITOR" })
    .execute();
  const thumbnail = `thumbnails/${organization.id}-a.png`;
  const logo = `logos/${organization.id}-0123456789abcdef.png`;
  // An image placed on one of its workbenches.
  const image = imageKey(organization.id, "0b5e8c1e-6f0a-4c59-9d7e-2b1f7c3e9a10.png");
  await putBlob(thumbnail);
  await putBlob(logo);
  await putBlob(image);
  await buildWorkbench(server.db, root, { thumbnailPath: thumbnail });
  await buildWorkbench(server.db, await globalRootFolder(server.db, organization.id));
  await server.db
    .updateTable("organizations")
    .set({ logo_path: logo })
    .where("id", "=", organization.id)
    .execute();
  return {
    id: organization.id,
    admin,
    members: { EDITOR: editor, VIEWER: viewer },
    teamId: team.id,
    blobPaths: [thumbnail, logo, image],
  };
}

const requestEmail = (token: string, organizationId: string) =>
  server.gql<{ requestOrganizationDeletionEmail: { status: string } }>(
    `mutation Request($input: RequestOrganizationDeletionEmailInput!) {
      requestOrganizationDeletionEmail(input: $input) { status }
    }`,
    { input: { organizationId } },
    { token },
  );

const confirmDeletion = (token: string, deleteConfirmationToken: string) =>
  server.gql<{ confirmOrganizationDeletion: { deletedIds: string[] } }>(
    `mutation Confirm($input: ConfirmOrganizationDeletionInput!) {
      confirmOrganizationDeletion(input: $input) { deletedIds }
    }`,
    { input: { deleteConfirmationToken } },
    { token },
  );

/** What is left of a workspace, table by table. */
async function remains(organizationId: string) {
  const count = async (
    table: "organizations" | "organization_members" | "organization_invites" | "teams",
    column: "id" | "organization_id",
  ) =>
    (await server.db.selectFrom(table).select(column).where(column, "=", organizationId).execute())
      .length;
  const byOrganization = async (table: "folders" | "workbenches" | "activity_logs") =>
    (
      await server.db
        .selectFrom(table)
        .select("id")
        .where("organization_id", "=", organizationId)
        .execute()
    ).length;
  return {
    organizations: await count("organizations", "id"),
    members: await count("organization_members", "organization_id"),
    invites: await count("organization_invites", "organization_id"),
    teams: await count("teams", "organization_id"),
    folders: await byOrganization("folders"),
    workbenches: await byOrganization("workbenches"),
  };
}

async function mailedToken(workspace: Workspace): Promise<string> {
  dataOf(await requestEmail(workspace.admin.token, workspace.id));
  const mail = await latestMailTo(server.db, workspace.admin.user.email);
  return tokenInMail(mail, /#token=([\w.-]+)/);
}

describe("requestOrganizationDeletionEmail", () => {
  test("mails the admin a link to the confirmation page, with organizationId and exp", async () => {
    const workspace = await buildWorkspace();
    const before = Math.floor(Date.now() / 1000);
    expect(dataOf(await requestEmail(workspace.admin.token, workspace.id))).toEqual({
      requestOrganizationDeletionEmail: { status: "sent" },
    });
    const mail = await latestMailTo(server.db, workspace.admin.user.email);
    expect(mail.subject).toBe("Confirm the deletion of the workspace Studio Nord");
    expect(mail.text).toContain(
      `${server.url}/settings/organization/${workspace.id}/confirm_delete#token=`,
    );
    const token = tokenInMail(mail, /#token=([\w.-]+)/);
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    expect(payload).toMatchObject({
      purpose: "organization_deletion",
      organizationId: workspace.id,
    });
    expect(payload.exp).toBeGreaterThanOrEqual(before + 3600);
    expect(payload.exp).toBeLessThan(before + 3700);
  });

  test.each(["EDITOR", "VIEWER"] as const)("refuses an %s and mails nothing", async (role) => {
    const workspace = await buildWorkspace();
    const member = workspace.members[role];
    expect(errorOf(await requestEmail(member.token, workspace.id))).toEqual(ONLY_ADMIN);
    await expect(latestMailTo(server.db, member.user.email)).rejects.toThrow("no mail");
  });

  test("refuses a member of another workspace with NOT_FOUND", async () => {
    const workspace = await buildWorkspace();
    const stranger = await buildWorkspace();
    expect(errorOf(await requestEmail(stranger.admin.token, workspace.id))).toEqual(NOT_FOUND);
  });

  test("refuses a manual subscription: support deletes those", async () => {
    const workspace = await buildWorkspace({ manualSubscription: true });
    expect(errorOf(await requestEmail(workspace.admin.token, workspace.id))).toEqual(MANUAL);
    await expect(latestMailTo(server.db, workspace.admin.user.email)).rejects.toThrow("no mail");
  });
});

describe("confirmOrganizationDeletion", () => {
  test("deletes everything of the workspace and its blobs, and nothing of another", async () => {
    const workspace = await buildWorkspace();
    const other = await buildWorkspace();
    // A member of both keeps the other workspace.
    await addMember(server.db, other.id, workspace.members.EDITOR.user.id, "EDITOR");
    const otherBefore = await remains(other.id);
    const token = await mailedToken(workspace);

    expect(dataOf(await confirmDeletion(workspace.admin.token, token))).toEqual({
      confirmOrganizationDeletion: { deletedIds: [workspace.id] },
    });
    expect(await remains(workspace.id)).toEqual({
      organizations: 0,
      members: 0,
      invites: 0,
      teams: 0,
      folders: 0,
      workbenches: 0,
    });
    const teamRows = async (table: "team_invites" | "team_members") =>
      server.db
        .selectFrom(table)
        .select("team_id")
        .where("team_id", "=", workspace.teamId)
        .execute();
    expect(await teamRows("team_invites")).toEqual([]);
    expect(await teamRows("team_members")).toEqual([]);
    for (const key of workspace.blobPaths) expect(blobExists(key)).toBe(false);

    expect(await remains(other.id)).toEqual(otherBefore);
    for (const key of other.blobPaths) expect(blobExists(key)).toBe(true);
    // Members keep their accounts, but the workspace is no longer theirs.
    const seen = await server.gql<{
      currentUser: { organizations: { edges: { node: { id: string } }[] } };
    }>(
      "{ currentUser { organizations { edges { node { id } } } } }",
      {},
      {
        token: workspace.members.EDITOR.token,
      },
    );
    expect(dataOf(seen).currentUser.organizations.edges).toEqual([{ node: { id: other.id } }]);
  });

  test("a link works once", async () => {
    const workspace = await buildWorkspace();
    const token = await mailedToken(workspace);
    dataOf(await confirmDeletion(workspace.admin.token, token));
    expect(errorOf(await confirmDeletion(workspace.admin.token, token))).toEqual(INVALID_LINK);
  });

  test("refuses a malformed, forged, expired or other-purpose token, changing nothing", async () => {
    const workspace = await buildWorkspace();
    const before = await remains(workspace.id);
    const forged = await new SignJWT({
      purpose: "organization_deletion",
      organizationId: workspace.id,
    })
      .setProtectedHeader({ alg: "HS256" })
      .setJti(crypto.randomUUID())
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-server-key"));
    const expired = await linkTokens.sign(
      { purpose: "organization_deletion", organizationId: workspace.id },
      -60,
    );
    const invite = await linkTokens.sign(
      { purpose: "organization_invite", organizationId: workspace.id, email: "a@b.c" },
      3600,
    );
    for (const token of ["garbage", forged, expired, invite]) {
      expect(errorOf(await confirmDeletion(workspace.admin.token, token))).toEqual(INVALID_LINK);
    }
    expect(await remains(workspace.id)).toEqual(before);
    for (const key of workspace.blobPaths) expect(blobExists(key)).toBe(true);
  });

  test.each(["EDITOR", "VIEWER"] as const)(
    "refuses an %s holding the admin's link, and the link stays usable",
    async (role) => {
      const workspace = await buildWorkspace();
      const token = await mailedToken(workspace);
      const before = await remains(workspace.id);
      expect(errorOf(await confirmDeletion(workspace.members[role].token, token))).toEqual(
        ONLY_ADMIN,
      );
      expect(await remains(workspace.id)).toEqual(before);
      dataOf(await confirmDeletion(workspace.admin.token, token));
      expect((await remains(workspace.id)).organizations).toBe(0);
    },
  );

  test("refuses an admin who was demoted after the mail was sent", async () => {
    const workspace = await buildWorkspace();
    const token = await mailedToken(workspace);
    await server.db
      .updateTable("organization_members")
      .set({ role: "EDITOR" })
      .where("organization_id", "=", workspace.id)
      .where("user_id", "=", workspace.admin.user.id)
      .execute();
    expect(errorOf(await confirmDeletion(workspace.admin.token, token))).toEqual(ONLY_ADMIN);
    expect((await remains(workspace.id)).organizations).toBe(1);
  });

  test("refuses another workspace's admin with NOT_FOUND", async () => {
    const workspace = await buildWorkspace();
    const stranger = await buildWorkspace();
    const token = await mailedToken(workspace);
    expect(errorOf(await confirmDeletion(stranger.admin.token, token))).toEqual(NOT_FOUND);
    expect((await remains(workspace.id)).organizations).toBe(1);
    expect((await remains(stranger.id)).organizations).toBe(1);
  });

  test("refuses a workspace that went on a manual subscription after the mail", async () => {
    const workspace = await buildWorkspace();
    const token = await mailedToken(workspace);
    await server.db
      .updateTable("organizations")
      .set({ manual_subscription: true })
      .where("id", "=", workspace.id)
      .execute();
    expect(errorOf(await confirmDeletion(workspace.admin.token, token))).toEqual(MANUAL);
    expect((await remains(workspace.id)).organizations).toBe(1);
  });

  test("removed members cannot come back without a new invite", async () => {
    const workspace = await buildWorkspace();
    const { VIEWER: viewer } = workspace.members;
    dataOf(await confirmDeletion(workspace.admin.token, await mailedToken(workspace)));
    const seen = await server.gql(
      "query($id: ID!) { organization(id: $id) { id } }",
      { id: workspace.id },
      { token: viewer.token },
    );
    expect(errorOf(seen)).toEqual(NOT_FOUND);
    // The pending invite went with the workspace: its holder cannot join what is gone.
    const invited = await buildUser(server.db, { email: "new@x.io" });
    const accepted = await server.gql(
      "mutation($input: AcceptOrganizationInviteInput!) { acceptOrganizationInvite(input: $input) { id } }",
      { input: { targetOrganizationId: workspace.id } },
      { token: invited.token },
    );
    expect(errorOf(accepted).code).toBe("NOT_FOUND");
    const memberships = await server.db
      .selectFrom("organization_members")
      .select("user_id")
      .where("organization_id", "=", workspace.id)
      .execute();
    expect(memberships).toEqual([]);
  });
});
