import { graphql } from "../graphql";

const BrushPresetFragment = graphql(`
  fragment BrushPresetDetail on BrushPreset @_unmask {
    id
    name
    settings
    shared
    isOwn
    ownerName
    canUpdate
    canShare
    canDelete
  }
`);

/** The Brush panel's saved presets: the viewer's own, then those shared in the workspace. */
export const BrushPresetsQuery = graphql(
  `
  query BrushPresets($organizationId: ID!) {
    brushPresets(organizationId: $organizationId) {
      ...BrushPresetDetail
    }
  }
`,
  [BrushPresetFragment],
);

export const SaveBrushPresetMutation = graphql(
  `
  mutation SaveBrushPreset($input: SaveBrushPresetInput!) {
    saveBrushPreset(input: $input) {
      ...BrushPresetDetail
    }
  }
`,
  [BrushPresetFragment],
);

export const UpdateBrushPresetMutation = graphql(
  `
  mutation UpdateBrushPreset($input: UpdateBrushPresetInput!) {
    updateBrushPreset(input: $input) {
      ...BrushPresetDetail
    }
  }
`,
  [BrushPresetFragment],
);

export const DeleteBrushPresetMutation = graphql(`
  mutation DeleteBrushPreset($input: BrushPresetIdInput!) {
    deleteBrushPreset(input: $input) {
      deletedIds
    }
  }
`);
