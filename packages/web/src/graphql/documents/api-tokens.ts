import { graphql } from "../graphql";

const ApiTokenFragment = graphql(`
  fragment ApiTokenDetail on ApiToken @_unmask {
    id
    name
    scope
    prefix
    organizationId
    organizationName
    ownerName
    ownerEmail
    createdAt
    expiresAt
    lastUsedAt
    status
  }
`);

/** Profile › API tokens: the signed-in user's own tokens in every workspace. */
export const ApiTokensQuery = graphql(
  `
  query ApiTokens {
    apiTokens {
      ...ApiTokenDetail
    }
  }
`,
  [ApiTokenFragment],
);

/** Workspace settings › API tokens: every member's tokens, for the workspace's admins. */
export const WorkspaceApiTokensQuery = graphql(
  `
  query WorkspaceApiTokens($organizationId: ID!) {
    workspaceApiTokens(organizationId: $organizationId) {
      ...ApiTokenDetail
    }
  }
`,
  [ApiTokenFragment],
);

export const CreateApiTokenMutation = graphql(
  `
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        ...ApiTokenDetail
      }
    }
  }
`,
  [ApiTokenFragment],
);

export const RevokeApiTokenMutation = graphql(
  `
  mutation RevokeApiToken($input: ApiTokenIdInput!) {
    revokeApiToken(input: $input) {
      ...ApiTokenDetail
    }
  }
`,
  [ApiTokenFragment],
);
