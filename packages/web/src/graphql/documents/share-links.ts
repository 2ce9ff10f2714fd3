import { graphql } from "../graphql";

const ShareLinkFragment = graphql(`
  fragment ShareLinkDetail on ShareLink @_unmask {
    id
    workbenchId
    workbenchName
    creatorName
    createdAt
    expiresAt
    lastOpenedAt
    hasPassword
    status
    token
  }
`);

/** The Share dialog: the file's links and whether the viewer may make more. */
export const WorkbenchSharingQuery = graphql(
  `
  query WorkbenchSharing($workbenchId: ID!) {
    workbenchSharing(workbenchId: $workbenchId) {
      workbenchId
      canShare
      sharingOffBy
      links {
        ...ShareLinkDetail
      }
    }
  }
`,
  [ShareLinkFragment],
);

export const CreateShareLinkMutation = graphql(
  `
  mutation CreateShareLink($input: CreateShareLinkInput!) {
    createShareLink(input: $input) {
      token
      link {
        ...ShareLinkDetail
      }
    }
  }
`,
  [ShareLinkFragment],
);

export const RevokeShareLinkMutation = graphql(
  `
  mutation RevokeShareLink($input: RevokeShareLinkInput!) {
    revokeShareLink(input: $input) {
      ...ShareLinkDetail
    }
  }
`,
  [ShareLinkFragment],
);

/** The public viewer: opens a link (with its password), for the file's name and credential. */
export const OpenShareLinkMutation = graphql(`
  mutation OpenShareLink($input: OpenShareLinkInput!) {
    openShareLink(input: $input) {
      passwordRequired
      workbench {
        workbenchId
        name
        expiresAt
        viewToken
      }
    }
  }
`);

/** Workspace settings, Share links: every link of the workspace, for its Admins. */
export const OrganizationShareLinksQuery = graphql(
  `
  query OrganizationShareLinks($organizationId: ID!, $after: String) {
    organizationShareLinks(organizationId: $organizationId, first: 20, after: $after) {
      totalCount
      nodes {
        ...ShareLinkDetail
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
    organizationSharing(organizationId: $organizationId) {
      organizationId
      shareLinksEnabled
      deploymentEnabled
    }
  }
`,
  [ShareLinkFragment],
);

export const UpdateOrganizationSharingMutation = graphql(`
  mutation UpdateOrganizationSharing($input: UpdateOrganizationSharingInput!) {
    updateOrganizationSharing(input: $input) {
      organizationId
      shareLinksEnabled
      deploymentEnabled
    }
  }
`);
