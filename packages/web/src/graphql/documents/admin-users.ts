import { graphql, type ResultOf } from "../graphql";

/** /admin › Users (staff only): accounts, their sessions, and the deployment's settings. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        email
        isAdmin
        disabledAt
        createdAt
        lastActive
      }
    }
  }
`);

export const AdminUserFragment = graphql(`
  fragment AdminUserDetail on AdminUser {
    id
    name
    email
    isAdmin
    disabledAt
    createdAt
    lastActive
    workspaces {
      id
      name
      role
      subscriptionPlan
    }
    sessions {
      id
      ipAddress
      userAgent
      createdAt
      lastUsedAt
    }
    staffActions {
      id
      staffName
      detail
      createdAt
    }
  }
`);

export type AdminUserDetail = ResultOf<typeof AdminUserFragment>;

export const AdminUserQuery = graphql(
  `
  query AdminUser($id: ID!) {
    adminUser(id: $id) {
      ...AdminUserDetail
    }
  }
`,
  [AdminUserFragment],
);

export const UpdateAdminUserMutation = graphql(
  `
  mutation UpdateAdminUser($input: UpdateAdminUserInput!) {
    updateAdminUser(input: $input) {
      ...AdminUserDetail
    }
  }
`,
  [AdminUserFragment],
);

export const RevokeAdminUserSessionsMutation = graphql(
  `
  mutation RevokeAdminUserSessions($input: RevokeAdminUserSessionsInput!) {
    revokeAdminUserSessions(input: $input) {
      ...AdminUserDetail
    }
  }
`,
  [AdminUserFragment],
);

export const DeploymentSettingsFragment = graphql(`
  fragment DeploymentSettingsDetail on DeploymentSettings {
    blockCreateOrganization
    shareLinksEnabled
    blockCreateOrganizationDefault
    history {
      id
      staffName
      detail
      createdAt
    }
  }
`);

export const DeploymentSettingsQuery = graphql(
  `
  query DeploymentSettings {
    deploymentSettings {
      ...DeploymentSettingsDetail
    }
  }
`,
  [DeploymentSettingsFragment],
);

export const UpdateDeploymentSettingsMutation = graphql(
  `
  mutation UpdateDeploymentSettings($input: UpdateDeploymentSettingsInput!) {
    updateDeploymentSettings(input: $input) {
      ...DeploymentSettingsDetail
    }
  }
`,
  [DeploymentSettingsFragment],
);
