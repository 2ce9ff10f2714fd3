import { graphql, type ResultOf } from "../graphql";

/** /admin (staff only): changelog entries, drafts included. */
export const AdminChangelogsQuery = graphql(`
  query AdminChangelogs($offset: Int, $count: Int) {
    adminChangelogs(offset: $offset, count: $count) {
      totalCount
      nodes {
        id
        title
        markdown
        content
        publishedAt
        createdAt
        updatedAt
      }
    }
  }
`);

export type AdminChangelog = ResultOf<
  typeof AdminChangelogsQuery
>["adminChangelogs"]["nodes"][number];

export const AdminChangelogQuery = graphql(`
  query AdminChangelog($id: ID!) {
    adminChangelog(id: $id) {
      id
      title
      markdown
      content
      publishedAt
      createdAt
      updatedAt
    }
  }
`);

export const ChangelogPreviewQuery = graphql(`
  query ChangelogPreview($markdown: String!) {
    changelogPreview(markdown: $markdown)
  }
`);

export const CreateChangelogMutation = graphql(`
  mutation CreateChangelog($input: CreateChangelogInput!) {
    createChangelog(input: $input) {
      id
      title
      markdown
      content
      publishedAt
      createdAt
      updatedAt
    }
  }
`);

export const UpdateChangelogMutation = graphql(`
  mutation UpdateChangelog($input: UpdateChangelogInput!) {
    updateChangelog(input: $input) {
      id
      title
      markdown
      content
      publishedAt
      createdAt
      updatedAt
    }
  }
`);

export const DeleteChangelogMutation = graphql(`
  mutation DeleteChangelog($input: DeleteChangelogInput!) {
    deleteChangelog(input: $input) {
      ok
    }
  }
`);

export const AdminOrganizationsQuery = graphql(`
  query AdminOrganizations($search: String, $first: Int, $after: String) {
    adminOrganizations(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        subscriptionPlan
        manualSubscription
        poc
        memberCount
        editorCount
        createdAt
        lastActivityAt
      }
    }
  }
`);

export type AdminOrganizationSummary = ResultOf<
  typeof AdminOrganizationsQuery
>["adminOrganizations"]["nodes"][number];

export const AdminOrganizationFragment = graphql(`
  fragment AdminOrganizationDetail on AdminOrganization {
    id
    name
    subscriptionPlan
    manualSubscription
    manualEditorCountLimit
    planEditorLimit
    poc
    pocStartDate
    pocEndDate
    memberCount
    editorCount
    createdAt
    lastActivityAt
    whiteLabelIconUrl
    domains {
      id
      domain
      verified
      verifiedBy
    }
    features {
      feature
      label
      planDefault
      override
      enabled
    }
    members {
      userId
      name
      email
      role
      lastActive
      joinedAt
    }
    billing {
      provider
      status
      seats
      billingEmail
      nextInvoiceAmountCents
      nextInvoiceBillingDate
    }
  }
`);

export const AdminOrganizationQuery = graphql(
  `
  query AdminOrganization($id: ID!) {
    adminOrganization(id: $id) {
      ...AdminOrganizationDetail
    }
  }
`,
  [AdminOrganizationFragment],
);

export const UpdateAdminOrganizationMutation = graphql(
  `
  mutation UpdateAdminOrganization($input: UpdateAdminOrganizationInput!) {
    updateAdminOrganization(input: $input) {
      ...AdminOrganizationDetail
    }
  }
`,
  [AdminOrganizationFragment],
);

export const RemoveWhiteLabelIconMutation = graphql(`
  mutation RemoveWhiteLabelIcon($input: RemoveWhiteLabelIconInput!) {
    removeWhiteLabelIcon(input: $input) {
      ok
    }
  }
`);

export type AdminOrganizationDetail = ResultOf<typeof AdminOrganizationFragment>;
