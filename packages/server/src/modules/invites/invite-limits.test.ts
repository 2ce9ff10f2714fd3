import { describe, expect, test } from "vitest";
import { buildOrganization, buildUser, uniqueEmail } from "../../test/factories.js";
import { buildTeam } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

/*
 * Invite mails per workspace and per inviting user a day (rate-limit-rules.ts): what counts is
 * what is sent. The races, 40 at once, are in rate-limits/rate-limit-races.test.ts.
 */
const server = useTestServer();

/** A test that sends a day's 200 invites, each with its mail, on a shared two-core machine. */
const DAYS_INVITES_TIMEOUT_MS = 120_000;

const invite = (token: string, organizationId: string, email: string) =>
  server.gql(
    `mutation($input: CreateOrganizationInviteInput!) {
      createOrganizationInvite(input: $input) { email }
    }`,
    { input: { organizationInvite: { organizationId, email, role: "VIEWER" } } },
    { token },
  );

const inviteToTeam = (token: string, teamId: string, emails: string[]) =>
  server.gql(
    "mutation($input: InviteToTeamInput!) { inviteToTeam(input: $input) { team { id } } }",
    { input: { teamId, emails } },
    { token },
  );

const emails = (count: number) => Array.from({ length: count }, () => uniqueEmail("guest"));

async function mailsTo(addresses: string[]): Promise<number> {
  const rows = await server.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("to_address", "in", addresses)
    .execute();
  return rows.length;
}

/** An admin signed in, and a workspace of theirs on the ORGANIZATION plan with a team. */
async function paidWorkspaceWithTeam(admin: Awaited<ReturnType<typeof buildUser>>) {
  const organization = await buildOrganization(server.db, admin.user, {
    subscriptionPlan: "ORGANIZATION",
  });
  const { team } = await buildTeam(server.db, organization.id, { memberIds: [admin.user.id] });
  return { organization, team };
}

describe("invite limits", () => {
  test("an invite that is refused (already invited) gives its place back", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user);
    const [first = "", ...others] = emails(20);
    dataOf(await invite(admin.token, organization.id, first));
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await invite(admin.token, organization.id, first)).code).toBe("NUNIQ");
    }
    for (const email of others) dataOf(await invite(admin.token, organization.id, email));
    expect(errorOf(await invite(admin.token, organization.id, uniqueEmail()))).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^This workspace has sent as many invites as a Free plan allows in a day\. Please try again in \d+ hours\.$/,
      ),
    });
  });

  test(
    "a batch bigger than what is left is refused whole, sends nothing and costs nothing",
    async () => {
      const admin = await buildUser(server.db);
      const { team } = await paidWorkspaceWithTeam(admin);
      const tooMany = emails(201);
      expect(errorOf(await inviteToTeam(admin.token, team.id, tooMany)).code).toBe("RATE_LIMITED");
      expect(await mailsTo(tooMany)).toBe(0);
      const invites = await server.db
        .selectFrom("team_invites")
        .select("email")
        .where("team_id", "=", team.id)
        .execute();
      expect(invites).toEqual([]);
      const some = emails(200);
      dataOf(await inviteToTeam(admin.token, team.id, some));
      expect(await mailsTo(some)).toBe(200);
    },
    DAYS_INVITES_TIMEOUT_MS,
  );

  test(
    "a user's invites count across their workspaces: 200 a day",
    async () => {
      const admin = await buildUser(server.db);
      const first = await paidWorkspaceWithTeam(admin);
      const second = await paidWorkspaceWithTeam(admin);
      dataOf(await inviteToTeam(admin.token, first.team.id, emails(150)));
      expect(errorOf(await inviteToTeam(admin.token, second.team.id, emails(51)))).toEqual({
        code: "RATE_LIMITED",
        message: expect.stringMatching(
          /^You have sent as many invites as you can in a day\. Please try again in \d+ hours\.$/,
        ),
      });
      const last = emails(50);
      dataOf(await inviteToTeam(admin.token, second.team.id, last));
      expect(await mailsTo(last)).toBe(50);
    },
    DAYS_INVITES_TIMEOUT_MS,
  );
});
