// The GraphQL documents the dashboard sends, copied from packages/web/src/graphql/documents/files.ts
// with the WorkbenchCard fragment inlined, so the benchmark asks exactly what the web asks.

const WORKBENCH_CARD = `
  fragment WorkbenchCard on Workbench {
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
`;

export const DASHBOARD_ORGANIZATION = `
  query DashboardOrganization($id: ID!) {
    organization(id: $id) {
      id
      name
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
`;

export const FOLDER = `
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
`;

export const FOLDER_WORKBENCHES = `
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
  ${WORKBENCH_CARD}
`;

export const RECENT_WORKBENCHES = `
  query RecentWorkbenches($organizationId: ID!) {
    recentWorkbenches(organizationId: $organizationId) {
      ...WorkbenchCard
    }
  }
  ${WORKBENCH_CARD}
`;

export const ORGANIZATION_WORKBENCHES = `
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
  ${WORKBENCH_CARD}
`;

export const MOVE_ITEMS = `
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
`;

/** The web's page size (FILES_PAGE_SIZE in packages/core). */
export const PAGE_SIZE = 30;

/**
 * The read operations measured, each as a name and its request body, for the seeded workspace.
 * `pageSize` lets the statement count compare a small page with the web's.
 */
export function readOperations(seed, pageSize = PAGE_SIZE) {
  return [
    { name: "Folder", query: FOLDER, variables: { id: seed.hotFolderId } },
    {
      name: `FolderWorkbenches (first ${pageSize})`,
      query: FOLDER_WORKBENCHES,
      variables: { id: seed.hotFolderId, after: null, first: pageSize },
    },
    {
      name: "DashboardOrganization",
      query: DASHBOARD_ORGANIZATION,
      variables: { id: seed.organizationId },
    },
    {
      name: "RecentWorkbenches",
      query: RECENT_WORKBENCHES,
      variables: { organizationId: seed.organizationId },
    },
    {
      name: `OrganizationWorkbenches (first ${pageSize})`,
      query: ORGANIZATION_WORKBENCHES,
      variables: {
        organizationId: seed.organizationId,
        after: null,
        first: pageSize,
        orderBy: "UPDATED_AT",
      },
    },
  ];
}

/** One bulk move of a slot's items (files and folders, 100 in all) into one of the two folders. */
export function moveBody(seed, slot, toB) {
  const { workbenchIds, folderIds } = seed.moveSlots[slot];
  return JSON.stringify({
    query: MOVE_ITEMS,
    variables: {
      workbenchIds,
      folderIds,
      targetFolderId: toB ? seed.moveFolderBId : seed.moveFolderAId,
    },
  });
}
