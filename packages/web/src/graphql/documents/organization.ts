import { graphql } from "../graphql";

export const OrganizationQuery = graphql(`
  query Organization($id: ID!) {
    organization(id: $id) {
      id
      name
      currentUserRole
    }
  }
`);

export const PendingOrganizationInvitesQuery = graphql(`
  query PendingOrganizationInvites {
    pendingOrganizationInvites {
      id
      name
    }
  }
`);

export const CreateOrganizationMutation = graphql(`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      id
      name
      globalTeam {
        id
      }
    }
  }
`);

export const CreateOrganizationInviteMutation = graphql(`
  mutation CreateOrganizationInvite($input: CreateOrganizationInviteInput!) {
    createOrganizationInvite(input: $input) {
      organizationId
      email
      role
    }
  }
`);

export const AcceptOrganizationInviteMutation = graphql(`
  mutation AcceptOrganizationInvite($input: AcceptOrganizationInviteInput!) {
    acceptOrganizationInvite(input: $input) {
      id
      name
      currentUserRole
      globalTeam {
        id
      }
    }
  }
`);
