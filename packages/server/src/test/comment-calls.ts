import { firstArtboardId } from "./comment-factories.js";
import type { BuiltUser } from "./factories.js";
import type { TestServer } from "./server.js";

/** The GraphQL calls of the comments tests, as a designer's browser makes them. */

export interface ThreadData {
  id: string;
  artboardId: string;
  x: number;
  y: number;
  resolved: boolean;
  involvesViewer: boolean;
  canReply: boolean;
  canResolve: boolean;
  comments: {
    id: string;
    body: string;
    author: { id: string } | null;
    canEdit: boolean;
    mentions: { id: string }[];
  }[];
}

const THREAD = `id artboardId x y resolved involvesViewer canReply canResolve
  comments { id body author { id } canEdit mentions { id } }`;

export function commentCalls(server: TestServer) {
  const as = (user: BuiltUser) => ({ token: user.token });
  return {
    threads: (user: BuiltUser, workbenchId: string, filter?: string) =>
      server.gql<{
        commentThreads: {
          nodes: ThreadData[];
          totalCount: number;
          canComment: boolean;
          refusal: string | null;
        };
      }>(
        `query Threads($workbenchId: ID!, $filter: CommentFilter) {
          commentThreads(workbenchId: $workbenchId, filter: $filter) {
            nodes { ${THREAD} } totalCount canComment refusal
          }
        }`,
        { workbenchId, filter },
        as(user),
      ),
    /** Pins to the file's first artboard unless told another. */
    create: async (
      user: BuiltUser,
      workbenchId: string,
      body: string,
      mentionIds: string[] = [],
      artboardId?: string,
    ) =>
      server.gql<{ createCommentThread: ThreadData }>(
        `mutation Create($input: CreateCommentThreadInput!) {
          createCommentThread(input: $input) { ${THREAD} }
        }`,
        {
          input: {
            workbenchId,
            artboardId: artboardId ?? (await firstArtboardId(server.db, workbenchId)),
            x: 120.5,
            y: 64,
            body,
            mentionIds,
          },
        },
        as(user),
      ),
    reply: (user: BuiltUser, threadId: string, body: string, mentionIds: string[] = []) =>
      server.gql<{ replyToCommentThread: ThreadData }>(
        `mutation Reply($input: ReplyToCommentThreadInput!) {
          replyToCommentThread(input: $input) { ${THREAD} }
        }`,
        { input: { threadId, body, mentionIds } },
        as(user),
      ),
    edit: (user: BuiltUser, id: string, body: string) =>
      server.gql<{ updateComment: ThreadData }>(
        `mutation Edit($input: UpdateCommentInput!) { updateComment(input: $input) { ${THREAD} } }`,
        { input: { id, body } },
        as(user),
      ),
    remove: (user: BuiltUser, id: string) =>
      server.gql<{ deleteComment: { deletedIds: string[] } }>(
        `mutation Remove($input: CommentIdInput!) { deleteComment(input: $input) { deletedIds } }`,
        { input: { id } },
        as(user),
      ),
    resolve: (user: BuiltUser, id: string, resolved: boolean) =>
      server.gql<Record<string, ThreadData>>(
        `mutation Resolve($input: CommentThreadIdInput!) {
          ${resolved ? "resolveCommentThread" : "reopenCommentThread"}(input: $input) { ${THREAD} }
        }`,
        { input: { id } },
        as(user),
      ),
    notifications: (user: BuiltUser) =>
      server.gql<{
        notifications: {
          unreadCount: number;
          nodes: {
            id: string;
            workbenchId: string;
            threadId: string;
            excerpt: string;
            actorName: string | null;
            read: boolean;
          }[];
        };
      }>(
        `query Notifications {
          notifications { unreadCount nodes { id workbenchId threadId excerpt actorName read } }
        }`,
        {},
        as(user),
      ),
    markRead: (user: BuiltUser, input: { ids?: string[]; all?: boolean }) =>
      server.gql<{ markNotificationsRead: { unreadCount: number } }>(
        `mutation Read($input: MarkNotificationsReadInput!) {
          markNotificationsRead(input: $input) { unreadCount }
        }`,
        { input },
        as(user),
      ),
    mentionable: (user: BuiltUser, workbenchId: string, search?: string) =>
      server.gql<{ mentionableMembers: { id: string; name: string }[] }>(
        `query Mentionable($workbenchId: ID!, $search: String) {
          mentionableMembers(workbenchId: $workbenchId, search: $search) { id name }
        }`,
        { workbenchId, search },
        as(user),
      ),
    allowViewers: (user: BuiltUser, organizationId: string, viewersMayComment: boolean) =>
      server.gql<{ updateOrganization: { viewersMayComment: boolean } }>(
        `mutation Allow($input: UpdateOrganizationInput!) {
          updateOrganization(input: $input) { viewersMayComment }
        }`,
        { input: { id: organizationId, patch: { viewersMayComment } } },
        as(user),
      ),
  };
}
