import { graphql, type ResultOf } from "../graphql";

/** The Members page: members, pending invites and the editor seats (workspace-admin §2, §7). */
export const OrganizationMembersQuery = graphql(`
  query OrganizationMembers($id: ID!) {
    organization(id: $id) {
      id
      name
      currentUserRole
      subscriptionPlan
      manualSubscription
      editorSeatsLeft
      manualEditorCountLimit
      members {
        totalCount
        edges {
          role
          joinedAt
          node {
            id
            name
            email
            createdAt
            lastActive
          }
        }
      }
      invites {
        totalCount
        nodes {
          organizationId
          email
          role
          createdAt
        }
      }
    }
  }
`);

export type OrganizationMembers = NonNullable<
  ResultOf<typeof OrganizationMembersQuery>["organization"]
>;

export const UpdateOrganizationMemberMutation = graphql(`
  mutation UpdateOrganizationMember($input: UpdateOrganizationMemberInput!) {
    updateOrganizationMember(input: $input) {
      role
      node {
        id
      }
    }
  }
`);

export const UpdateOrganizationInviteMutation = graphql(`
  mutation UpdateOrganizationInvite($input: UpdateOrganizationInviteInput!) {
    updateOrganizationInvite(input: $input) {
      email
      role
    }
  }
`);

export const DeleteOrganizationInviteMutation = graphql(`
  mutation DeleteOrganizationInvite($input: DeleteOrganizationInviteInput!) {
    deleteOrganizationInvite(input: $input) {
      organizationId
      invitesEmails
    }
  }
`);

export const RemoveUserFromOrganizationMutation = graphql(`
  mutation RemoveUserFromOrganization($input: RemoveUserFromOrganizationInput!) {
    removeUserFromOrganization(input: $input) {
      organizationId
      usersIds
    }
  }
`);

export const DeleteOrganizationMembersAndInvitesMutation = graphql(`
  mutation DeleteOrganizationMembersAndInvites($input: DeleteOrganizationMembersAndInvitesInput!) {
    deleteOrganizationMembersAndInvites(input: $input) {
      organizationId
      usersIds
      invitesEmails
    }
  }
`);

export const QuitOrganizationMutation = graphql(`
  mutation QuitOrganization($input: QuitOrganizationInput!) {
    quitOrganization(input: $input) {
      organizationId
      usersIds
    }
  }
`);
