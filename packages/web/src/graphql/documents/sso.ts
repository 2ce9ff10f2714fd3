import { graphql, type ResultOf } from "../graphql";

const OrganizationDomainFragment = graphql(`
  fragment OrganizationDomainDetail on OrganizationDomain @_unmask {
    id
    domain
    verificationRecord
    verified
    verifiedBy
  }
`);

const OrganizationSsoFragment = graphql(
  `
  fragment OrganizationSsoDetail on OrganizationSso @_unmask {
    organizationId
    redirectUri
    configured
    issuer
    clientId
    enabled
    autoJoin
    domains {
      ...OrganizationDomainDetail
    }
  }
`,
  [OrganizationDomainFragment],
);

/** Settings › Single sign-on: the workspace's issuer and its email domains (admins only). */
export const OrganizationSsoQuery = graphql(
  `
  query OrganizationSso($organizationId: ID!) {
    organizationSso(organizationId: $organizationId) {
      ...OrganizationSsoDetail
    }
  }
`,
  [OrganizationSsoFragment],
);

export const UpdateOrganizationSsoMutation = graphql(
  `
  mutation UpdateOrganizationSso($input: UpdateOrganizationSsoInput!) {
    updateOrganizationSso(input: $input) {
      ...OrganizationSsoDetail
    }
  }
`,
  [OrganizationSsoFragment],
);

export const AddOrganizationDomainMutation = graphql(
  `
  mutation AddOrganizationDomain($input: AddOrganizationDomainInput!) {
    addOrganizationDomain(input: $input) {
      ...OrganizationDomainDetail
    }
  }
`,
  [OrganizationDomainFragment],
);

export const VerifyOrganizationDomainMutation = graphql(
  `
  mutation VerifyOrganizationDomain($input: OrganizationDomainIdInput!) {
    verifyOrganizationDomain(input: $input) {
      ...OrganizationDomainDetail
    }
  }
`,
  [OrganizationDomainFragment],
);

export const DeleteOrganizationDomainMutation = graphql(`
  mutation DeleteOrganizationDomain($input: OrganizationDomainIdInput!) {
    deleteOrganizationDomain(input: $input) {
      deletedIds
    }
  }
`);

export type OrganizationSsoDetail = ResultOf<typeof OrganizationSsoFragment>;
export type OrganizationDomainDetail = ResultOf<typeof OrganizationDomainFragment>;
