import type { GraphQLResponse, TestServer } from "./server.js";

/** The Trash's operations as the web app sends them, for the API tests. */

type Token = string | undefined;

export interface TrashItemResult {
  id: string;
  kind: "WORKBENCH" | "FOLDER";
  name: string;
  location: string;
  trashedAt: string;
  purgeAt: string;
  daysLeft: number;
  trashedBy: { id: string; name: string } | null;
  isRestorable: boolean;
  isDeletable: boolean;
}

export interface TrashResult {
  totalCount: number;
  canEmpty: boolean;
  nodes: TrashItemResult[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

const TRASH_FIELDS = `totalCount canEmpty pageInfo { endCursor hasNextPage }
  nodes { id kind name location trashedAt purgeAt daysLeft trashedBy { id name } isRestorable isDeletable }`;

export function queryTeamTrash(
  server: TestServer,
  token: Token,
  teamId: string,
  page: { first?: number; after?: string } = {},
) {
  return server.gql<{ teamTrash: TrashResult }>(
    `query TeamTrash($teamId: ID!, $first: Int, $after: String) {
      teamTrash(teamId: $teamId, first: $first, after: $after) { ${TRASH_FIELDS} }
    }`,
    { teamId, ...page },
    { token },
  );
}

export function queryDraftsTrash(server: TestServer, token: Token, organizationId: string) {
  return server.gql<{ draftsTrash: TrashResult }>(
    `query DraftsTrash($organizationId: ID!) {
      draftsTrash(organizationId: $organizationId) { ${TRASH_FIELDS} }
    }`,
    { organizationId },
    { token },
  );
}

export interface TrashItems {
  workbenchIds?: string[];
  folderIds?: string[];
}

export function restoreTrashItems(
  server: TestServer,
  token: Token,
  input: TrashItems,
): Promise<
  GraphQLResponse<{ restoreTrashItems: { restoredIds: string[]; movedToRootIds: string[] } }>
> {
  return server.gql(
    `mutation RestoreTrashItems($input: TrashItemsInput!) {
      restoreTrashItems(input: $input) { restoredIds movedToRootIds }
    }`,
    { input },
    { token },
  );
}

export function deleteTrashItemsForever(
  server: TestServer,
  token: Token,
  input: TrashItems,
): Promise<GraphQLResponse<{ deleteTrashItemsForever: { deletedIds: string[] } }>> {
  return server.gql(
    `mutation DeleteTrashItemsForever($input: TrashItemsInput!) {
      deleteTrashItemsForever(input: $input) { deletedIds }
    }`,
    { input },
    { token },
  );
}

export function emptyTrash(
  server: TestServer,
  token: Token,
  input: { teamId?: string; organizationId?: string },
): Promise<GraphQLResponse<{ emptyTrash: { deletedIds: string[]; remaining: number } }>> {
  return server.gql(
    `mutation EmptyTrash($input: EmptyTrashInput!) {
      emptyTrash(input: $input) { deletedIds remaining }
    }`,
    { input },
    { token },
  );
}
