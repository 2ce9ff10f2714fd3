import type { TestServer } from "./server.js";

/** The team calls of §7 as the Teams settings page sends them, for the teams API tests. */
export function teamCalls(server: TestServer) {
  const payload =
    "{ team { id name archived publicInOrganization currentUserRelation } organization { id } }";
  return {
    createTeam: (
      token: string,
      organizationId: string,
      name: string,
      publicInOrganization = true,
    ) =>
      server.gql<{ createTeam: { team: { id: string; name: string } } }>(
        `mutation($input: CreateTeamInput!) { createTeam(input: $input) ${payload} }`,
        { input: { team: { organizationId, name, publicInOrganization } } },
        { token },
      ),
    updateTeam: (
      token: string,
      id: string,
      patch: { name?: string; publicInOrganization?: boolean; archived?: boolean },
    ) =>
      server.gql<{
        updateTeam: { team: { name: string; archived: boolean; publicInOrganization: boolean } };
      }>(
        `mutation($input: UpdateTeamInput!) { updateTeam(input: $input) ${payload} }`,
        {
          input: { id, patch },
        },
        { token },
      ),
    deleteTeam: (token: string, id: string) =>
      server.gql<{ deleteTeam: { team: null; organization: { id: string } } }>(
        `mutation($input: DeleteTeamInput!) { deleteTeam(input: $input) ${payload} }`,
        { input: { id } },
        { token },
      ),
    inviteToTeam: (token: string, teamId: string, emails: string[]) =>
      server.gql<{ inviteToTeam: { team: { id: string } } }>(
        `mutation($input: InviteToTeamInput!) { inviteToTeam(input: $input) ${payload} }`,
        { input: { teamId, emails } },
        { token },
      ),
    joinTeam: (token: string, teamId: string) =>
      server.gql<{ joinTeam: { team: { currentUserRelation: string } } }>(
        `mutation($input: JoinTeamInput!) { joinTeam(input: $input) ${payload} }`,
        { input: { teamId } },
        { token },
      ),
    removeUserFromTeam: (token: string, teamId: string, userId: string) =>
      server.gql<{ removeUserFromTeam: { team: { currentUserRelation: string } | null } }>(
        `mutation($input: RemoveUserFromTeamInput!) { removeUserFromTeam(input: $input) ${payload} }`,
        { input: { teamId, userId } },
        { token },
      ),
    deleteTeamInvite: (token: string, teamId: string, email: string) =>
      server.gql<{ deleteTeamInvite: { team: { id: string } } }>(
        `mutation($input: DeleteTeamInviteInput!) { deleteTeamInvite(input: $input) ${payload} }`,
        { input: { teamId, email } },
        { token },
      ),
    allTeams: (token: string, organizationId: string) =>
      server.gql<{
        organization: {
          allTeams: {
            name: string;
            archived: boolean;
            currentUserRelation: string;
            usersOnTeamsByTeamId: {
              totalCount: number;
              nodes: { user: { email: string }; userRoleInOrganization: string }[];
            };
            invites: { totalCount: number; nodes: { email: string }[] };
            members: { nodes: { id: string; email: string }[] };
          }[];
        };
      }>(
        `query($id: ID!) { organization(id: $id) { allTeams {
          name archived currentUserRelation
          usersOnTeamsByTeamId { totalCount nodes { user { email } userRoleInOrganization } }
          invites { totalCount nodes { email } }
          members { nodes { id email } }
        } } }`,
        { id: organizationId },
        { token },
      ),
  };
}
