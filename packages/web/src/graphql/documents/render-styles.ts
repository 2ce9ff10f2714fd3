import { graphql, type ResultOf } from "../graphql";

const WorkspaceRenderStylesFragment = graphql(`
  fragment WorkspaceRenderStylesDetail on WorkspaceRenderStyles @_unmask {
    organizationId
    styles {
      id
      name
      origin
      promptSuffix
      negativePrompt
      checkpoint
      controlNet
      steps
      cfg
      sampler
      scheduler
      influence
    }
  }
`);

export type RenderStyleDetail = ResultOf<typeof WorkspaceRenderStylesFragment>["styles"][number];

/** Settings › AI › Render styles: every setting of each of the workspace's styles; Admins. */
export const WorkspaceRenderStylesQuery = graphql(
  `
  query WorkspaceRenderStyles($organizationId: ID!) {
    workspaceRenderStyles(organizationId: $organizationId) {
      ...WorkspaceRenderStylesDetail
    }
  }
`,
  [WorkspaceRenderStylesFragment],
);

// Each change answers the whole list, keyed by the workspace: the section's query updates.
export const CreateRenderStyleMutation = graphql(
  `
  mutation CreateRenderStyle($input: CreateRenderStyleInput!) {
    createRenderStyle(input: $input) {
      ...WorkspaceRenderStylesDetail
    }
  }
`,
  [WorkspaceRenderStylesFragment],
);

export const UpdateRenderStyleMutation = graphql(
  `
  mutation UpdateRenderStyle($input: UpdateRenderStyleInput!) {
    updateRenderStyle(input: $input) {
      ...WorkspaceRenderStylesDetail
    }
  }
`,
  [WorkspaceRenderStylesFragment],
);

export const ResetRenderStyleMutation = graphql(
  `
  mutation ResetRenderStyle($input: RenderStyleIdInput!) {
    resetRenderStyle(input: $input) {
      ...WorkspaceRenderStylesDetail
    }
  }
`,
  [WorkspaceRenderStylesFragment],
);

export const DeleteRenderStyleMutation = graphql(
  `
  mutation DeleteRenderStyle($input: RenderStyleIdInput!) {
    deleteRenderStyle(input: $input) {
      ...WorkspaceRenderStylesDetail
    }
  }
`,
  [WorkspaceRenderStylesFragment],
);
