import type { OrganizationRole } from "@contour/core";
import type { TestServer } from "./server.js";

/** The Members page's calls, as API tests make them (spec workspace-admin §7). */

type Token = string | undefined;

export interface MembersResult {
  organization: {
    members: {
      totalCount: number;
      edges: {
        role: OrganizationRole;
        joinedAt: string;
        node: {
          id: string;
          name: string;
          email: string;
          createdAt: string;
          lastActive: string | null;
        };
      }[];
    };
    invites: {
      totalCount: number;
      nodes: { organizationId: string; email: string; role: OrganizationRole; createdAt: string }[];
    };
    editorSeatsLeft: number | null;
    manualEditorCountLimit: number | null;
  };
}

export function queryMembers(server: TestServer, token: Token, id: string) {
  return server.gql<MembersResult>(
    `query Members($id: ID!) {
      organization(id: $id) {
        members { totalCount edges { role joinedAt node { id name email createdAt lastActive } } }
        invites { totalCount nodes { organizationId email role createdAt } }
        editorSeatsLeft
        manualEditorCountLimit
      }
    }`,
    { id },
    { token },
  );
}

const REMOVAL = "{ organizationId usersIds invitesEmails }";

export interface RemovalResult {
  organizationId: string;
  usersIds: string[];
  invitesEmails: string[];
}

export function changeMemberRole(
  server: TestServer,
  token: Token,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
) {
  return server.gql<{ updateOrganizationMember: { role: OrganizationRole; node: { id: string } } }>(
    `mutation ($input: UpdateOrganizationMemberInput!) {
      updateOrganizationMember(input: $input) { role node { id } }
    }`,
    { input: { organizationId, userId, patch: { role } } },
    { token },
  );
}

export function changeInviteRole(
  server: TestServer,
  token: Token,
  organizationId: string,
  email: string,
  role: OrganizationRole,
) {
  return server.gql<{ updateOrganizationInvite: { email: string; role: OrganizationRole } }>(
    `mutation ($input: UpdateOrganizationInviteInput!) {
      updateOrganizationInvite(input: $input) { email role }
    }`,
    { input: { organizationId, email, patch: { role } } },
    { token },
  );
}

export function deleteInvite(
  server: TestServer,
  token: Token,
  organizationId: string,
  email: string,
) {
  return server.gql<{ deleteOrganizationInvite: RemovalResult }>(
    `mutation ($input: DeleteOrganizationInviteInput!) {
      deleteOrganizationInvite(input: $input) ${REMOVAL}
    }`,
    { input: { organizationId, email } },
    { token },
  );
}

export function removeMember(
  server: TestServer,
  token: Token,
  organizationId: string,
  userId: string,
) {
  return server.gql<{ removeUserFromOrganization: RemovalResult }>(
    `mutation ($input: RemoveUserFromOrganizationInput!) {
      removeUserFromOrganization(input: $input) ${REMOVAL}
    }`,
    { input: { organizationId, userId } },
    { token },
  );
}

export function deleteMembersAndInvites(
  server: TestServer,
  token: Token,
  organizationId: string,
  usersIds: string[],
  invitesEmails: string[],
) {
  return server.gql<{ deleteOrganizationMembersAndInvites: RemovalResult }>(
    `mutation ($input: DeleteOrganizationMembersAndInvitesInput!) {
      deleteOrganizationMembersAndInvites(input: $input) ${REMOVAL}
    }`,
    { input: { organizationId, usersIds, invitesEmails } },
    { token },
  );
}

export function quitOrganization(server: TestServer, token: Token, organizationId: string) {
  return server.gql<{ quitOrganization: RemovalResult }>(
    `mutation ($input: QuitOrganizationInput!) { quitOrganization(input: $input) ${REMOVAL} }`,
    { input: { organizationId } },
    { token },
  );
}

/** A pending invite, straight in the database. */
export async function buildInvite(
  server: TestServer,
  organizationId: string,
  email: string,
  role: OrganizationRole,
): Promise<void> {
  await server.db
    .insertInto("organization_invites")
    .values({ organization_id: organizationId, email, role })
    .execute();
}

/** The workspace's members and invites as the database has them, for "nothing changed" checks. */
export async function membershipSnapshot(server: TestServer, organizationId: string) {
  const [members, invites, teamMembers, activity] = await Promise.all([
    server.db
      .selectFrom("organization_members")
      .select(["user_id", "role"])
      .where("organization_id", "=", organizationId)
      .orderBy("user_id")
      .execute(),
    server.db
      .selectFrom("organization_invites")
      .select(["email", "role"])
      .where("organization_id", "=", organizationId)
      .orderBy("email")
      .execute(),
    server.db
      .selectFrom("team_members")
      .innerJoin("teams", "teams.id", "team_members.team_id")
      .select(["team_members.team_id", "team_members.user_id"])
      .where("teams.organization_id", "=", organizationId)
      .orderBy("team_members.team_id")
      .orderBy("team_members.user_id")
      .execute(),
    server.db
      .selectFrom("activity_logs")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("organization_id", "=", organizationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { members, invites, teamMembers, activityCount: Number(activity.count) };
}
