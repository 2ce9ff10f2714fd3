import { graphql } from "../graphql";
import { CommentThreadsPageFragment } from "./comments";

/** What a file card and an All files row show. */
export const WorkbenchCardFragment = graphql(`
  fragment WorkbenchCard on Workbench @_unmask {
    id
    name
    thumbnailUrl
    createdAt
    updatedAt
    isEditable
    folderId
    location
    creator {
      id
      name
      email
    }
  }
`);

/** The sidebar: the workspace's name, the viewer's role and the teams they see. */
export const DashboardOrganizationQuery = graphql(`
  query DashboardOrganization($id: ID!) {
    organization(id: $id) {
      id
      name
      logoUrl
      whiteLabelIconUrl
      currentUserRole
      poc
      pocEndDate
      globalTeam {
        id
      }
      teams {
        id
        name
        globalInOrganization
      }
    }
  }
`);

export const FolderQuery = graphql(`
  query Folder($id: ID!) {
    folder(id: $id) {
      id
      name
      parentId
      isEditable
      isTeamRootFolder
      rootFolderOfDraftOrganizationId
      organization {
        id
        currentUserRole
      }
      rootTeam {
        id
        name
      }
      breadcrumbs {
        nodes {
          id
          name
          parentId
          rootFolderOfDraftOrganizationId
        }
      }
      childFolders {
        nodes {
          id
          name
          isEditable
          updatedAt
        }
      }
    }
  }
`);

/** One page of a folder's files; the grid asks for the next page with the previous endCursor. */
export const FolderWorkbenchesQuery = graphql(
  `
  query FolderWorkbenches($id: ID!, $after: String, $first: Int) {
    folder(id: $id) {
      id
      workbenches(after: $after, first: $first) {
        pageInfo {
          endCursor
          hasNextPage
        }
        nodes {
          ...WorkbenchCard
        }
      }
    }
  }
`,
  [WorkbenchCardFragment],
);

export const TeamQuery = graphql(`
  query Team($id: ID!) {
    team(id: $id) {
      id
      name
      archived
      currentUserRole
      globalInOrganization
      organization {
        id
        currentUserRole
      }
      rootFolder {
        id
      }
    }
  }
`);

export const DraftsFolderQuery = graphql(`
  query DraftsFolder($organizationId: ID!) {
    draftsFolder(organizationId: $organizationId) {
      id
    }
  }
`);

export const RecentWorkbenchesQuery = graphql(
  `
  query RecentWorkbenches($organizationId: ID!) {
    recentWorkbenches(organizationId: $organizationId) {
      ...WorkbenchCard
    }
  }
`,
  [WorkbenchCardFragment],
);

export const OrganizationWorkbenchesQuery = graphql(
  `
  query OrganizationWorkbenches(
    $organizationId: ID!
    $after: String
    $first: Int
    $orderBy: WorkbenchOrderBy
  ) {
    organizationWorkbenches(
      organizationId: $organizationId
      after: $after
      first: $first
      orderBy: $orderBy
    ) {
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        ...WorkbenchCard
      }
    }
  }
`,
  [WorkbenchCardFragment],
);

export const CreateWorkbenchMutation = graphql(`
  mutation CreateWorkbench($input: CreateWorkbenchInput!) {
    createWorkbench(input: $input) {
      id
      name
      folderId
    }
  }
`);

export const CreateFolderMutation = graphql(`
  mutation CreateFolder($input: CreateFolderInput!) {
    createFolder(input: $input) {
      id
      name
      parentId
    }
  }
`);

export const RenameWorkbenchMutation = graphql(`
  mutation RenameWorkbench($id: ID!, $name: String!) {
    updateWorkbench(input: { id: $id, patch: { name: $name } }) {
      id
      name
    }
  }
`);

export const RenameFolderMutation = graphql(`
  mutation RenameFolder($id: ID!, $name: String!) {
    updateFolder(input: { id: $id, patch: { name: $name } }) {
      id
      name
    }
  }
`);

/** Bulk delete is one request holding both deletions (docs/api.md). */
export const DeleteItemsMutation = graphql(`
  mutation DeleteItems($workbenchIds: [ID!]!, $folderIds: [ID!]!) {
    deleteWorkbenches(input: { ids: $workbenchIds }) {
      deletedIds
    }
    deleteFolders(input: { ids: $folderIds }) {
      deletedIds
    }
  }
`);

/** Bulk move is one request holding both moves (docs/api.md). */
export const MoveItemsMutation = graphql(`
  mutation MoveItems($workbenchIds: [ID!]!, $folderIds: [ID!]!, $targetFolderId: ID!) {
    updateWorkbenches(input: { ids: $workbenchIds, patch: { folderId: $targetFolderId } }) {
      workbenches {
        id
        folderId
      }
    }
    updateFolders(input: { ids: $folderIds, patch: { parentId: $targetFolderId } }) {
      folders {
        id
        parentId
      }
    }
  }
`);

export const DuplicateWorkbenchMutation = graphql(`
  mutation DuplicateWorkbench($id: ID!, $targetFolderId: ID!) {
    duplicateWorkbench(input: { id: $id, targetFolderId: $targetFolderId }) {
      id
      name
      folderId
    }
  }
`);

export const FolderTreeQuery = graphql(`
  query FolderTree($organizationId: ID!) {
    folderTree(organizationId: $organizationId) {
      id
      name
      parentId
      isEditable
      teamId
      rootFolderOfDraftOrganizationId
    }
  }
`);

export const PublishTrackingEventMutation = graphql(`
  mutation PublishTrackingEvent($event: String!, $properties: JSON) {
    publishTrackingEvent(input: { event: $event, properties: $properties }) {
      success
    }
  }
`);

/** Opening a file records the view that feeds Home's Recent strip. */
export const RecordWorkbenchViewMutation = graphql(`
  mutation RecordWorkbenchView($id: ID!) {
    recordWorkbenchView(id: $id) {
      id
      name
      folderId
    }
  }
`);

/**
 * What the workbench screen shows around the canvas; a rename updates it through the cache. The
 * comment threads come with it (CommentThreadsPage, which CommentThreadsQuery then reads from
 * the cache): the screen opens with its pins and its comment tool, so C works at once.
 */
export const WorkbenchScreenQuery = graphql(
  `
  query WorkbenchScreen($id: ID!) {
    workbench(id: $id) {
      id
      name
      folderId
      organization {
        id
        name
        whiteLabelIconUrl
        featureFlags {
          highDefinitionExport
        }
      }
    }
    commentThreads(workbenchId: $id) {
      ...CommentThreadsPage
    }
  }
`,
  [CommentThreadsPageFragment],
);
