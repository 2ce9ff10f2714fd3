import { graphql, type ResultOf } from "../graphql";

/**
 * What every team change answers (workspace-admin §7): the team as the viewer now sees it, and
 * its workspace with both team lists, so that graphcache refreshes the Teams page and the files
 * sidebar (archived teams leave it) from the answer alone.
 */
const TeamListItemFields = graphql(`
  fragment TeamListItemFields on Team @_unmask {
    id
    name
    archived
    publicInOrganization
    globalInOrganization
    currentUserRelation
    usersOnTeamsByTeamId {
      totalCount
    }
  }
`);

const TeamDetailFields = graphql(
  `
  fragment TeamDetailFields on Team @_unmask {
    ...TeamListItemFields
    usersOnTeamsByTeamId {
      totalCount
      nodes {
        user {
          id
          name
          email
        }
        userRoleInOrganization
      }
    }
    invites {
      totalCount
      nodes {
        email
      }
    }
  }
`,
  [TeamListItemFields],
);

const TeamPayloadFields = graphql(
  `
  fragment TeamPayloadFields on TeamPayload @_unmask {
    team {
      ...TeamDetailFields
    }
    organization {
      id
      teams {
        id
        name
        globalInOrganization
      }
      allTeams {
        ...TeamListItemFields
      }
    }
  }
`,
  [TeamListItemFields, TeamDetailFields],
);

/** The Teams page: the viewer's role and plan, and every team they see or are invited to. */
export const TeamsPageQuery = graphql(
  `
  query TeamsPage($id: ID!) {
    organization(id: $id) {
      id
      currentUserRole
      subscriptionPlan
      allTeams {
        ...TeamListItemFields
      }
    }
  }
`,
  [TeamListItemFields],
);

export type TeamListItem = ResultOf<typeof TeamsPageQuery>["organization"]["allTeams"][number];

/** Team settings and the add-members dialog: the team with its members and pending invites. */
export const TeamDetailQuery = graphql(
  `
  query TeamDetail($id: ID!) {
    team(id: $id) {
      ...TeamDetailFields
    }
  }
`,
  [TeamDetailFields],
);

export type TeamDetail = NonNullable<ResultOf<typeof TeamDetailQuery>["team"]>;

export const CreateTeamMutation = graphql(
  `
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamPayloadFields
    }
  }
`,
  [TeamPayloadFields],
);

export const UpdateTeamMutation = graphql(
  `
  mutation UpdateTeam($input: UpdateTeamInput!) {
    updateTeam(input: $input) {
      ...TeamPayloadFields
    }
  }
`,
  [TeamPayloadFields],
);

export const DeleteTeamMutation = graphql(
  `
  mutation DeleteTeam($input: DeleteTeamInput!) {
    deleteTeam(input: $input) {
      ...TeamPayloadFields
    }
  }
`,
  [TeamPayloadFields],
);

export const JoinTeamMutation = graphql(
  `
  mutation JoinTeam($input: JoinTeamInput!) {
    joinTeam(input: $input) {
      ...TeamPayloadFields
    }
  }
`,
  [TeamPayloadFields],
);

/** Leaving (the viewer's own id) and removing another member are the same call. */
export const RemoveUserFromTeamMutation = graphql(
  `
  mutation RemoveUserFromTeam($input: RemoveUserFromTeamInput!) {
    removeUserFromTeam(input: $input) {
      ...TeamPayloadFields
    }
  }
`,
  [TeamPayloadFields],
);

export const InviteToTeamMutation = graphql(
  `
  mutation InviteToTeam($input: InviteToTeamInput!) {
    inviteToTeam(input: $input) {
      ...TeamPayloadFields
    }
  }
`,
  [TeamPayloadFields],
);

export const DeleteTeamInviteMutation = graphql(
  `
  mutation DeleteTeamInvite($input: DeleteTeamInviteInput!) {
    deleteTeamInvite(input: $input) {
      ...TeamPayloadFields
    }
  }
`,
  [TeamPayloadFields],
);
