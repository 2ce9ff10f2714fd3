import { graphql } from "../graphql";

const WorkspacePaletteFragment = graphql(`
  fragment WorkspacePaletteDetail on WorkspacePalette @_unmask {
    organizationId
    colors
    canEdit
  }
`);

/** The Brush panel's palette: the workspace's swatches and whether the viewer may change them. */
export const WorkspacePaletteQuery = graphql(
  `
  query WorkspacePalette($organizationId: ID!) {
    workspacePalette(organizationId: $organizationId) {
      ...WorkspacePaletteDetail
    }
  }
`,
  [WorkspacePaletteFragment],
);

export const AddPaletteColorMutation = graphql(
  `
  mutation AddPaletteColor($input: PaletteColorInput!) {
    addPaletteColor(input: $input) {
      ...WorkspacePaletteDetail
    }
  }
`,
  [WorkspacePaletteFragment],
);

export const RemovePaletteColorMutation = graphql(
  `
  mutation RemovePaletteColor($input: PaletteColorInput!) {
    removePaletteColor(input: $input) {
      ...WorkspacePaletteDetail
    }
  }
`,
  [WorkspacePaletteFragment],
);
