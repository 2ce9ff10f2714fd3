import { graphql, type ResultOf } from "../graphql";

export const GenerationFragment = graphql(`
  fragment GenerationDetail on Generation @_unmask {
    id
    kind
    prompt
    settings
    state
    queuePosition
    progress
    preview
    error
    sourceBlobId
    sourceOutputId
    requestedByName
    canCancel
    canDelete
    createdAt
    outputs {
      id
      position
      blobId
      width
      height
      url
    }
  }
`);

/** What the Render panel shows before anything is asked: styles, backend, quota, slots. */
export const RenderSetupQuery = graphql(`
  query RenderSetup($workbenchId: ID!) {
    renderSetup(workbenchId: $workbenchId) {
      styles {
        id
        name
        influence
      }
      aspects
      backendReady
      canRender
      canCreateFiles
      refusal
      requestsThisMonth
      monthlyQuota
      parallelSlots
    }
  }
`);

/** A workbench's generation history, newest first, filtered by words of the prompt. */
export const GenerationsQuery = graphql(
  `
  query Generations($workbenchId: ID!, $search: String, $after: String) {
    generations(workbenchId: $workbenchId, search: $search, first: 10, after: $after) {
      nodes {
        ...GenerationDetail
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`,
  [GenerationFragment],
);

export const StartGenerationMutation = graphql(
  `
  mutation StartGeneration($input: StartGenerationInput!) {
    startGeneration(input: $input) {
      ...GenerationDetail
    }
  }
`,
  [GenerationFragment],
);

export const CancelGenerationMutation = graphql(
  `
  mutation CancelGeneration($input: GenerationIdInput!) {
    cancelGeneration(input: $input) {
      ...GenerationDetail
    }
  }
`,
  [GenerationFragment],
);

export const DeleteGenerationMutation = graphql(`
  mutation DeleteGeneration($input: GenerationIdInput!) {
    deleteGeneration(input: $input) {
      deletedIds
    }
  }
`);

export const DeleteGenerationOutputMutation = graphql(`
  mutation DeleteGenerationOutput($input: GenerationIdInput!) {
    deleteGenerationOutput(input: $input) {
      deletedIds
    }
  }
`);

/** "Open as new workbench": a file of the image beside this one; the client opens it. */
export const OpenGenerationOutputAsWorkbenchMutation = graphql(`
  mutation OpenGenerationOutputAsWorkbench($input: OpenGenerationOutputAsWorkbenchInput!) {
    openGenerationOutputAsWorkbench(input: $input) {
      id
      name
      folderId
    }
  }
`);

export type AiSettingsDetail = ResultOf<typeof AiSettingsFragment>;

const AiSettingsFragment = graphql(`
  fragment AiSettingsDetail on OrganizationAiSettings @_unmask {
    organizationId
    enabled
    backendKind
    backendUrl
    hasBackendToken
    deploymentBackend
    requestsThisMonth
    monthlyQuota
    switchedOffByStaff
  }
`);

/** Settings › AI, and the usage line of Plans & Billing; workspace Admins. */
export const OrganizationAiSettingsQuery = graphql(
  `
  query OrganizationAiSettings($organizationId: ID!) {
    organizationAiSettings(organizationId: $organizationId) {
      ...AiSettingsDetail
    }
  }
`,
  [AiSettingsFragment],
);

export const CheckOrganizationAiBackendMutation = graphql(`
  mutation CheckOrganizationAiBackend($input: CheckOrganizationAiBackendInput!) {
    checkOrganizationAiBackend(input: $input) {
      ok
      message
    }
  }
`);

export const UpdateOrganizationAiSettingsMutation = graphql(
  `
  mutation UpdateOrganizationAiSettings($input: UpdateOrganizationAiSettingsInput!) {
    updateOrganizationAiSettings(input: $input) {
      ...AiSettingsDetail
    }
  }
`,
  [AiSettingsFragment],
);
