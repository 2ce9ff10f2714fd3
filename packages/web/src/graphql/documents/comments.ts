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

/** Every thread of a workbench, with whether the viewer may open new ones. */
export const CommentThreadsQuery = graphql(
  `
  query CommentThreads($workbenchId: ID!) {
    commentThreads(workbenchId: $workbenchId) {
      totalCount
      canComment
      refusal
      nodes {
        ...CommentThreadDetail
      }
    }
  }
`,
  [CommentThreadFragment],
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
