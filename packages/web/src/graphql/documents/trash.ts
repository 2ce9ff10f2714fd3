import { graphql } from "../graphql";

/** The Trash pages (docs/api.md, Reference: Trash). */

export const TrashItemFields = graphql(`
  fragment TrashItemFields on TrashItem @_unmask {
    id
    kind
    name
    location
    trashedAt
    daysLeft
    isRestorable
    isDeletable
    trashedBy {
      id
      name
    }
  }
`);

/** What a Trash page shows, for a team's and the drafts' alike. */
export const TrashPageFields = graphql(
  `
  fragment TrashPageFields on TrashConnection @_unmask {
    totalCount
    canEmpty
    pageInfo {
      endCursor
      hasNextPage
    }
    nodes {
      ...TrashItemFields
    }
  }
`,
  [TrashItemFields],
);

export const TeamTrashQuery = graphql(
  `
  query TeamTrash($teamId: ID!, $first: Int, $after: String) {
    team(id: $teamId) {
      id
      name
      organization {
        id
      }
    }
    teamTrash(teamId: $teamId, first: $first, after: $after) {
      ...TrashPageFields
    }
  }
`,
  [TrashPageFields],
);

export const DraftsTrashQuery = graphql(
  `
  query DraftsTrash($organizationId: ID!, $first: Int, $after: String) {
    draftsTrash(organizationId: $organizationId, first: $first, after: $after) {
      ...TrashPageFields
    }
  }
`,
  [TrashPageFields],
);

export const RestoreTrashItemsMutation = graphql(`
  mutation RestoreTrashItems($workbenchIds: [ID!], $folderIds: [ID!]) {
    restoreTrashItems(input: { workbenchIds: $workbenchIds, folderIds: $folderIds }) {
      restoredIds
      movedToRootIds
    }
  }
`);

export const DeleteTrashItemsForeverMutation = graphql(`
  mutation DeleteTrashItemsForever($workbenchIds: [ID!], $folderIds: [ID!]) {
    deleteTrashItemsForever(input: { workbenchIds: $workbenchIds, folderIds: $folderIds }) {
      deletedIds
    }
  }
`);

export const EmptyTrashMutation = graphql(`
  mutation EmptyTrash($teamId: ID, $organizationId: ID) {
    emptyTrash(input: { teamId: $teamId, organizationId: $organizationId }) {
      deletedIds
      remaining
    }
  }
`);
