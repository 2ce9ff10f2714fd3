import { graphql, type ResultOf } from "../graphql";

export const CommentThreadFragment = graphql(`
  fragment CommentThreadDetail on CommentThread @_unmask {
    id
    artboardId
    x
    y
    resolved
    involvesViewer
    canReply
    canResolve
    createdAt
    resolvedBy {
      id
      name
    }
    comments {
      id
      body
      createdAt
      editedAt
      canEdit
      author {
        id
        name
        email
      }
      mentions {
        id
        name
        email
      }
    }
  }
`);

export type CommentThreadDetail = ResultOf<typeof CommentThreadFragment>;

/**
 * A workbench's threads with whether the viewer may open new ones: one selection for
 * CommentThreadsQuery and the workbench screen's query, whose answer the first reads from the
 * cache.
 */
export const CommentThreadsPageFragment = graphql(
  `
  fragment CommentThreadsPage on CommentThreadConnection @_unmask {
    totalCount
    canComment
    refusal
    nodes {
      ...CommentThreadDetail
    }
  }
`,
  [CommentThreadFragment],
);

/** Every thread of a workbench, with whether the viewer may open new ones. */
export const CommentThreadsQuery = graphql(
  `
  query CommentThreads($workbenchId: ID!) {
    commentThreads(workbenchId: $workbenchId) {
      ...CommentThreadsPage
    }
  }
`,
  [CommentThreadsPageFragment],
);

export const MentionableMembersQuery = graphql(`
  query MentionableMembers($workbenchId: ID!, $search: String) {
    mentionableMembers(workbenchId: $workbenchId, search: $search) {
      id
      name
      email
    }
  }
`);

export const CreateCommentThreadMutation = graphql(
  `
  mutation CreateCommentThread($input: CreateCommentThreadInput!) {
    createCommentThread(input: $input) {
      ...CommentThreadDetail
    }
  }
`,
  [CommentThreadFragment],
);

export const ReplyToCommentThreadMutation = graphql(
  `
  mutation ReplyToCommentThread($input: ReplyToCommentThreadInput!) {
    replyToCommentThread(input: $input) {
      ...CommentThreadDetail
    }
  }
`,
  [CommentThreadFragment],
);

export const UpdateCommentMutation = graphql(
  `
  mutation UpdateComment($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      ...CommentThreadDetail
    }
  }
`,
  [CommentThreadFragment],
);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($input: CommentIdInput!) {
    deleteComment(input: $input) {
      deletedIds
    }
  }
`);

export const ResolveCommentThreadMutation = graphql(
  `
  mutation ResolveCommentThread($input: CommentThreadIdInput!) {
    resolveCommentThread(input: $input) {
      ...CommentThreadDetail
    }
  }
`,
  [CommentThreadFragment],
);

export const ReopenCommentThreadMutation = graphql(
  `
  mutation ReopenCommentThread($input: CommentThreadIdInput!) {
    reopenCommentThread(input: $input) {
      ...CommentThreadDetail
    }
  }
`,
  [CommentThreadFragment],
);
