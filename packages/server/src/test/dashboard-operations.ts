import type { GraphQLResponse, TestServer } from "./server.js";

/** The dashboard's operations as the web app sends them, for the API tests. */

export interface WorkbenchResult {
  id: string;
  name: string;
  folderId: string;
  isEditable: boolean;
  thumbnailUrl: string;
  location: string;
  updatedAt: string;
  createdAt: string;
  creator: { id: string; name: string; email: string } | null;
  lastUpdatedBy: { id: string; name: string; email: string } | null;
  team: { id: string; name: string } | null;
}

export const WORKBENCH_FIELDS = `id name folderId isEditable thumbnailUrl location updatedAt createdAt
  creator { id name email } lastUpdatedBy { id name email } team { id name }`;

export interface FolderResult {
  id: string;
  name: string;
  parentId: string | null;
  isEditable: boolean;
  previousParent: { id: string } | null;
}

const FOLDER_FIELDS = "id name parentId isEditable previousParent { id }";

type Token = string | undefined;

export function queryFolder(server: TestServer, token: Token, id: string) {
  return server.gql<{ folder: FolderResult }>(
    `query Folder($id: ID!) { folder(id: $id) { ${FOLDER_FIELDS} } }`,
    { id },
    { token },
  );
}

export function queryWorkbench(server: TestServer, token: Token, id: string) {
  return server.gql<{ workbench: WorkbenchResult }>(
    `query Workbench($id: ID!) { workbench(id: $id) { ${WORKBENCH_FIELDS} } }`,
    { id },
    { token },
  );
}

export function createFolder(server: TestServer, token: Token, parentId: string, name: string) {
  return server.gql<{ createFolder: FolderResult }>(
    `mutation CreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { ${FOLDER_FIELDS} } }`,
    { input: { folder: { name, parentId } } },
    { token },
  );
}

export function createWorkbench(
  server: TestServer,
  token: Token,
  folderId: string,
  name?: string | null,
  artboard?: { width: number; height: number },
) {
  return server.gql<{ createWorkbench: WorkbenchResult }>(
    `mutation CreateWorkbench($input: CreateWorkbenchInput!) {
      createWorkbench(input: $input) { ${WORKBENCH_FIELDS} }
    }`,
    { input: { workbench: { folderId, name, artboard } } },
    { token },
  );
}

export function renameFolder(server: TestServer, token: Token, id: string, name: string) {
  return server.gql<{ updateFolder: FolderResult }>(
    `mutation UpdateFolder($input: UpdateFolderInput!) { updateFolder(input: $input) { ${FOLDER_FIELDS} } }`,
    { input: { id, patch: { name } } },
    { token },
  );
}

export function renameWorkbench(server: TestServer, token: Token, id: string, name: string) {
  return server.gql<{ updateWorkbench: WorkbenchResult }>(
    `mutation UpdateWorkbench($input: UpdateWorkbenchInput!) {
      updateWorkbench(input: $input) { ${WORKBENCH_FIELDS} }
    }`,
    { input: { id, patch: { name } } },
    { token },
  );
}

export function duplicateWorkbench(
  server: TestServer,
  token: Token,
  id: string,
  targetFolderId: string,
) {
  return server.gql<{ duplicateWorkbench: WorkbenchResult }>(
    `mutation DuplicateWorkbench($input: DuplicateWorkbenchInput!) {
      duplicateWorkbench(input: $input) { ${WORKBENCH_FIELDS} }
    }`,
    { input: { id, targetFolderId } },
    { token },
  );
}

export function recordView(server: TestServer, token: Token, id: string) {
  return server.gql<{ recordWorkbenchView: { id: string } }>(
    "mutation RecordView($id: ID!) { recordWorkbenchView(id: $id) { id } }",
    { id },
    { token },
  );
}

export interface Items {
  workbenchIds?: string[];
  folderIds?: string[];
}

/** Bulk delete as the web sends it: both mutations in one request. */
export function deleteItems(
  server: TestServer,
  token: Token,
  items: Items,
): Promise<
  GraphQLResponse<{
    deleteWorkbenches: { deletedIds: string[] };
    deleteFolders: { deletedIds: string[] };
  }>
> {
  return server.gql(
    `mutation DeleteItems($workbenches: DeleteWorkbenchesInput!, $folders: DeleteFoldersInput!) {
      deleteWorkbenches(input: $workbenches) { deletedIds }
      deleteFolders(input: $folders) { deletedIds }
    }`,
    {
      workbenches: { ids: items.workbenchIds ?? [] },
      folders: { ids: items.folderIds ?? [] },
    },
    { token },
  );
}

/** Bulk move as the web sends it: both mutations in one request. */
export function moveItems(
  server: TestServer,
  token: Token,
  items: Items,
  targetFolderId: string,
): Promise<
  GraphQLResponse<{
    updateWorkbenches: { workbenches: { id: string; folderId: string }[] };
    updateFolders: { folders: FolderResult[] };
  }>
> {
  return server.gql(
    `mutation MoveItems($workbenches: UpdateWorkbenchesInput!, $folders: UpdateFoldersInput!) {
      updateWorkbenches(input: $workbenches) { workbenches { id folderId } }
      updateFolders(input: $folders) { folders { ${FOLDER_FIELDS} } }
    }`,
    {
      workbenches: { ids: items.workbenchIds ?? [], patch: { folderId: targetFolderId } },
      folders: { ids: items.folderIds ?? [], patch: { parentId: targetFolderId } },
    },
    { token },
  );
}
