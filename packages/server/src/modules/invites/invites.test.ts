import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { addMember, buildOrganization, buildUser, uniqueEmail } from "../../test/factories.js";
import { countMailsTo, latestMailTo, tokenInMail } from "../../test/mailbox.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { loadLinkTokens } from "../links/link-tokens.js";

const server = useTestServer();

const NO_SEATS = "You don't have any editor seats available";

type Role = "ADMIN" | "EDITOR" | "VIEWER";

const createInvite = (
  token: string | undefined,
  organizationId: string,
  email: string,
  role?: Role,
) =>
  server.gql<{
    createOrganizationInvite: { organizationId: string; email: string; role: Role };
  }>(
    `mutation CreateOrganizationInvite($input: CreateOrganizationInviteInput!) {
      createOrganizationInvite(input: $input) { organizationId email role createdAt }
    }`,
    { input: { organizationInvite: { organizationId, email, role } } },
    { token },
  );

const invitedEmails = async (organizationId: string) =>
  (
    await server.db
      .selectFrom("organization_invites")
      .select("email")
      .where("organization_id", "=", organizationId)
      .orderBy("email")
      .execute()
  ).map((row) => row.email);

/** A FREE workspace whose admin is signed in. */
async function workspaceWithAdmin() {
  const admin = await buildUser(server.db, { name: "Ada Admin" });
  const organization = await buildOrganization(server.db, admin.user, { name: "Studio Nord" });
  return { admin, organization };
}

describe("createOrganizationInvite", () => {
  test("by an admin, records the invite and mails a link to accept it", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const email = uniqueEmail("guest");
    const response = await createInvite(admin.token, organization.id, email.toUpperCase());
    expect(dataOf(response).createOrganizationInvite).toMatchObject({
      organizationId: organization.id,
      email,
      role: "EDITOR",
    });
    const row = await server.db
      .selectFrom("organization_invites")
      .select(["email", "role", "invited_by"])
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email, role: "EDITOR", invited_by: admin.user.id });

    const mail = await latestMailTo(server.db, email);
    const link = `${server.url}/organization/${organization.id}/acceptinvite?token=`;
    const token = tokenInMail(mail, /acceptinvite\?token=([\w.-]+)/);
    expect(mail.text).toContain(`${link}${token}`);
    expect(mail.html).toContain(`href="${link}${token}"`);
    // Signed by the server, for this workspace and this email: the page can tell a mismatch.
    const linkTokens = await loadLinkTokens(server.db);
    expect(await linkTokens.verify(token, "organization_invite")).toMatchObject({
      purpose: "organization_invite",
      organizationId: organization.id,
      email,
    });
    expect(await linkTokens.verify(token, "organization_deletion")).toBeNull();
    expect(await activityOf(server, organization.id)).toMatchObject([
      {
        action_type: "INVITE",
        target_table: "organization_invite",
        user_email: admin.user.email,
        metadata: { email },
      },
    ]);
    expect(mail.text).toContain("Studio Nord");
    expect(mail.text).toContain("Contour");
  });

  test("a second invite for the same email is NUNIQ and sends no second mail", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const email = uniqueEmail();
    dataOf(await createInvite(admin.token, organization.id, email, "VIEWER"));
    expect(errorOf(await createInvite(admin.token, organization.id, email, "VIEWER"))).toEqual({
      code: "NUNIQ",
      message: `${email} already has been invited to this workspace`,
    });
    expect(await countMailsTo(server.db, email)).toBe(1);
  });

  test("a second invite for the same email is NUNIQ even when no editor seat is left", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const email = uniqueEmail();
    // The admin and this Editor fill the two seats of the FREE plan.
    dataOf(await createInvite(admin.token, organization.id, email, "EDITOR"));
    expect(errorOf(await createInvite(admin.token, organization.id, email, "EDITOR"))).toEqual({
      code: "NUNIQ",
      message: `${email} already has been invited to this workspace`,
    });
  });

  test.each(["EDITOR", "VIEWER"] as const)("an %s member may not invite", async (role) => {
    const { organization } = await workspaceWithAdmin();
    const member = await buildUser(server.db);
    await addMember(server.db, organization.id, member.user.id, role);
    const email = uniqueEmail();
    expect(errorOf(await createInvite(member.token, organization.id, email, "VIEWER"))).toEqual({
      code: "FORBIDDEN",
      message: "Only an admin of this workspace can invite members.",
    });
    expect(await invitedEmails(organization.id)).toEqual([]);
    expect(await countMailsTo(server.db, email)).toBe(0);
  });

  test("a member with the global isAdmin flag counts as an admin", async () => {
    const { organization } = await workspaceWithAdmin();
    const staff = await buildUser(server.db, { isAdmin: true });
    await addMember(server.db, organization.id, staff.user.id, "VIEWER");
    const email = uniqueEmail();
    dataOf(await createInvite(staff.token, organization.id, email, "VIEWER"));
    expect(await invitedEmails(organization.id)).toEqual([email]);
  });

  test("a non-member gets NOT_FOUND, for a real workspace as for a made-up one", async () => {
    const { organization } = await workspaceWithAdmin();
    const stranger = await buildUser(server.db);
    const strangersOwn = await buildOrganization(server.db, stranger.user);
    for (const id of [organization.id, randomUUID(), "not-a-uuid"]) {
      expect(errorOf(await createInvite(stranger.token, id, uniqueEmail(), "VIEWER"))).toEqual({
        code: "NOT_FOUND",
        message: "This workspace does not exist or you are not a member.",
      });
    }
    expect(await invitedEmails(organization.id)).toEqual([]);
    expect(await invitedEmails(strangersOwn.id)).toEqual([]);
  });

  test("inviting someone who is already a member is a CONFLICT", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const member = await buildUser(server.db);
    await addMember(server.db, organization.id, member.user.id, "VIEWER");
    expect(errorOf(await createInvite(admin.token, organization.id, member.user.email))).toEqual({
      code: "CONFLICT",
      message: `${member.user.email} is already a member of this workspace`,
    });
    expect(await invitedEmails(organization.id)).toEqual([]);
  });

  test("refuses an address that is not one", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    expect(errorOf(await createInvite(admin.token, organization.id, "guest@"))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Please enter a valid email",
    });
  });

  test("on the FREE plan, the admin and one Editor fill the seats; Viewers can still come", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const editor = uniqueEmail("editor");
    const oneTooMany = uniqueEmail("editor");
    const adminInvite = uniqueEmail("admin");
    const viewer = uniqueEmail("viewer");
    dataOf(await createInvite(admin.token, organization.id, editor, "EDITOR"));
    expect(errorOf(await createInvite(admin.token, organization.id, oneTooMany, "EDITOR"))).toEqual(
      { code: "PLAN_LIMITATION_ERROR", message: NO_SEATS },
    );
    expect(errorOf(await createInvite(admin.token, organization.id, adminInvite, "ADMIN"))).toEqual(
      { code: "PLAN_LIMITATION_ERROR", message: NO_SEATS },
    );
    dataOf(await createInvite(admin.token, organization.id, viewer, "VIEWER"));
    expect(await invitedEmails(organization.id)).toEqual([editor, viewer].sort());
    expect(await countMailsTo(server.db, oneTooMany)).toBe(0);
  });

  test("existing Editors count against the seats like pending invites", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const member = await buildUser(server.db);
    await addMember(server.db, organization.id, member.user.id, "EDITOR");
    expect(errorOf(await createInvite(admin.token, organization.id, uniqueEmail())).code).toBe(
      "PLAN_LIMITATION_ERROR",
    );
  });

  test("a paid plan has no editor limit", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user, {
      subscriptionPlan: "PRO",
    });
    for (let i = 0; i < 3; i++) {
      dataOf(await createInvite(admin.token, organization.id, uniqueEmail()));
    }
    expect(await invitedEmails(organization.id)).toHaveLength(3);
  });

  test("a manual subscription's editor limit gives MANUAL_LIMITATION_ERROR", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user, {
      subscriptionPlan: "ENTERPRISE",
      manualSubscription: true,
      manualEditorCountLimit: 2,
    });
    dataOf(await createInvite(admin.token, organization.id, uniqueEmail(), "EDITOR"));
    expect(errorOf(await createInvite(admin.token, organization.id, uniqueEmail()))).toEqual({
      code: "MANUAL_LIMITATION_ERROR",
      message: NO_SEATS,
    });
    dataOf(await createInvite(admin.token, organization.id, uniqueEmail(), "VIEWER"));
  });
});

describe("pendingOrganizationInvites", () => {
  const PENDING = "{ pendingOrganizationInvites { id name } }";

  test("lists the workspaces that invited the user's email, and only those", async () => {
    const invitee = await buildUser(server.db);
    const bystander = await buildUser(server.db);
    const first = await workspaceWithAdmin();
    const second = await workspaceWithAdmin();
    const notInviting = await workspaceWithAdmin();
    dataOf(
      await createInvite(first.admin.token, first.organization.id, invitee.user.email, "VIEWER"),
    );
    dataOf(
      await createInvite(second.admin.token, second.organization.id, invitee.user.email, "VIEWER"),
    );
    dataOf(
      await createInvite(
        notInviting.admin.token,
        notInviting.organization.id,
        bystander.user.email,
        "VIEWER",
      ),
    );

    const pending = dataOf(
      await server.gql<{ pendingOrganizationInvites: { id: string; name: string }[] }>(
        PENDING,
        {},
        { token: invitee.token },
      ),
    ).pendingOrganizationInvites;
    expect(pending).toHaveLength(2);
    expect(pending).toEqual(
      expect.arrayContaining([
        { id: first.organization.id, name: "Studio Nord" },
        { id: second.organization.id, name: "Studio Nord" },
      ]),
    );
  });

  test("leaves out a workspace the user has joined since", async () => {
    const invitee = await buildUser(server.db);
    const { admin, organization } = await workspaceWithAdmin();
    dataOf(await createInvite(admin.token, organization.id, invitee.user.email, "VIEWER"));
    await addMember(server.db, organization.id, invitee.user.id, "VIEWER");
    expect(dataOf(await server.gql(PENDING, {}, { token: invitee.token }))).toEqual({
      pendingOrganizationInvites: [],
    });
  });

  test("is empty for a user nobody invited", async () => {
    const { token } = await buildUser(server.db);
    expect(dataOf(await server.gql(PENDING, {}, { token }))).toEqual({
      pendingOrganizationInvites: [],
    });
  });

  test("needs a signed-in user", async () => {
    expect(errorOf(await server.gql(PENDING)).code).toBe("UNAUTHENTICATED");
  });
});

describe("acceptOrganizationInvite", () => {
  const accept = (token: string | undefined, targetOrganizationId: string) =>
    server.gql<{
      acceptOrganizationInvite: { id: string; currentUserRole: Role; globalTeam: { id: string } };
    }>(
      `mutation Accept($input: AcceptOrganizationInviteInput!) {
        acceptOrganizationInvite(input: $input) { id currentUserRole globalTeam { id } }
      }`,
      { input: { targetOrganizationId } },
      { token },
    );

  const membership = (organizationId: string, userId: string) =>
    server.db
      .selectFrom("organization_members")
      .select("role")
      .where("organization_id", "=", organizationId)
      .where("user_id", "=", userId)
      .executeTakeFirst();

  test("makes the invited user a member with the invited role, in the global team, invite spent", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const invitee = await buildUser(server.db);
    dataOf(await createInvite(admin.token, organization.id, invitee.user.email, "VIEWER"));

    const joined = dataOf(await accept(invitee.token, organization.id)).acceptOrganizationInvite;
    expect(joined).toMatchObject({ id: organization.id, currentUserRole: "VIEWER" });
    expect(await membership(organization.id, invitee.user.id)).toEqual({ role: "VIEWER" });
    const teams = await server.db
      .selectFrom("team_members")
      .innerJoin("teams", "teams.id", "team_members.team_id")
      .select(["teams.id", "teams.is_global"])
      .where("team_members.user_id", "=", invitee.user.id)
      .execute();
    expect(teams).toEqual([{ id: joined.globalTeam.id, is_global: true }]);
    expect(await invitedEmails(organization.id)).toEqual([]);
    expect((await activityOf(server, organization.id)).at(-1)).toMatchObject({
      action_type: "ACCEPT_INVITE",
      target_table: "organization_member",
      user_email: invitee.user.email,
      metadata: { email: invitee.user.email },
    });
    const drafts = await server.db
      .selectFrom("folders")
      .select("id")
      .where("organization_id", "=", organization.id)
      .where("owner_id", "=", invitee.user.id)
      .execute();
    expect(drafts).toHaveLength(1);

    // The mailed link clicked a second time still lands in the workspace.
    expect(dataOf(await accept(invitee.token, organization.id)).acceptOrganizationInvite.id).toBe(
      organization.id,
    );
    expect(await membership(organization.id, invitee.user.id)).toEqual({ role: "VIEWER" });
  });

  test("refuses a user whose email was not invited, and changes nothing", async () => {
    const { admin, organization } = await workspaceWithAdmin();
    const invited = uniqueEmail("invited");
    dataOf(await createInvite(admin.token, organization.id, invited));
    const stranger = await buildUser(server.db);

    expect(errorOf(await accept(stranger.token, organization.id))).toEqual({
      code: "NOT_FOUND",
      message: "This invitation does not exist anymore, or it was sent to another email.",
    });
    expect(await membership(organization.id, stranger.user.id)).toBeUndefined();
    expect(await invitedEmails(organization.id)).toEqual([invited]);
  });

  test("refuses a malformed or unknown workspace id, and a visitor", async () => {
    const { token } = await buildUser(server.db);
    expect(errorOf(await accept(token, "not-an-id")).code).toBe("NOT_FOUND");
    expect(errorOf(await accept(token, randomUUID())).code).toBe("NOT_FOUND");
    expect(errorOf(await accept(undefined, randomUUID())).code).toBe("UNAUTHENTICATED");
  });
});
