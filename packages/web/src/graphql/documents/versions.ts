import { graphql, type ResultOf } from "../graphql";

export const WorkbenchVersionFragment = graphql(`
  fragment WorkbenchVersionDetail on WorkbenchVersion @_unmask {
    id
    kind
    name
    createdAt
    createdBy {
      id
      name
    }
    authors {
      id
      name
    }
    previewUrl
    isRestorable
    isNameable
    isDeletable
  }
`);

/** The History panel's list: newest first, with what the viewer may do. */
export const WorkbenchVersionsQuery = graphql(
  `
  query WorkbenchVersions($workbenchId: ID!, $after: String) {
    workbenchVersions(workbenchId: $workbenchId, first: 10, after: $after) {
      totalCount
      canSave
      canCreateFiles
      nodes {
        ...WorkbenchVersionDetail
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`,
  [WorkbenchVersionFragment],
);

/** A version's drawing, to compare it with the current one. */
export const WorkbenchVersionDrawingQuery = graphql(`
  query WorkbenchVersionDrawing($id: ID!) {
    workbenchVersion(id: $id) {
      id
      update
    }
  }
`);

export const SaveWorkbenchVersionMutation = graphql(
  `
  mutation SaveWorkbenchVersion($workbenchId: ID!, $name: String!) {
    saveWorkbenchVersion(input: { workbenchId: $workbenchId, name: $name }) {
      ...WorkbenchVersionDetail
    }
  }
`,
  [WorkbenchVersionFragment],
);

export const RestoreWorkbenchVersionMutation = graphql(`
  mutation RestoreWorkbenchVersion($id: ID!) {
    restoreWorkbenchVersion(input: { id: $id }) {
      restored {
        id
        update
      }
      before {
        id
      }
    }
  }
`);

export const NameWorkbenchVersionMutation = graphql(
  `
  mutation NameWorkbenchVersion($id: ID!, $name: String!) {
    nameWorkbenchVersion(input: { id: $id, name: $name }) {
      ...WorkbenchVersionDetail
    }
  }
`,
  [WorkbenchVersionFragment],
);

export const DeleteWorkbenchVersionMutation = graphql(`
  mutation DeleteWorkbenchVersion($id: ID!) {
    deleteWorkbenchVersion(input: { id: $id })
  }
`);

export const OpenWorkbenchVersionAsCopyMutation = graphql(`
  mutation OpenWorkbenchVersionAsCopy($id: ID!) {
    openWorkbenchVersionAsCopy(input: { id: $id }) {
      id
      name
    }
  }
`);

export type WorkbenchVersionView = ResultOf<typeof WorkbenchVersionFragment>;
