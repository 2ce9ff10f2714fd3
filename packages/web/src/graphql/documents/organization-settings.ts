import { graphql } from "../graphql";

/** What the General settings page shows and decides on. */
export const OrganizationSettingsQuery = graphql(`
  query OrganizationSettings($id: ID!) {
    organization(id: $id) {
      id
      name
      logoUrl
      whiteLabelIconUrl
      currentUserRole
      manualSubscription
      viewersMayComment
    }
  }
`);

export const UpdateOrganizationMutation = graphql(`
  mutation UpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      id
      name
      logoUrl
      viewersMayComment
    }
  }
`);

export const RequestOrganizationDeletionEmailMutation = graphql(`
  mutation RequestOrganizationDeletionEmail($input: RequestOrganizationDeletionEmailInput!) {
    requestOrganizationDeletionEmail(input: $input) {
      status
    }
  }
`);

export const ConfirmOrganizationDeletionMutation = graphql(`
  mutation ConfirmOrganizationDeletion($input: ConfirmOrganizationDeletionInput!) {
    confirmOrganizationDeletion(input: $input) {
      deletedIds
    }
  }
`);
