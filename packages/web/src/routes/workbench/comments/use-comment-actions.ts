import { useMutation } from "urql";
import {
  CreateCommentThreadMutation,
  DeleteCommentMutation,
  ReopenCommentThreadMutation,
  ReplyToCommentThreadMutation,
  ResolveCommentThreadMutation,
  UpdateCommentMutation,
} from "../../../graphql/documents/comments";
import { errorText } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";
import type { CommentDraft, WorkbenchComments } from "./use-workbench-comments";

/**
 * What a commenter does, each answering whether it was done; a refusal is shown as the server
 * said it. The threads are read again after each change (others get the server's notice).
 */
export function useCommentActions(comments: WorkbenchComments) {
  const [, create] = useMutation(CreateCommentThreadMutation);
  const [, reply] = useMutation(ReplyToCommentThreadMutation);
  const [, update] = useMutation(UpdateCommentMutation);
  const [, remove] = useMutation(DeleteCommentMutation);
  const [, resolve] = useMutation(ResolveCommentThreadMutation);
  const [, reopen] = useMutation(ReopenCommentThreadMutation);

  const done = (result: { error?: Parameters<typeof errorText>[0] }): boolean => {
    if (result.error) {
      notifyError(errorText(result.error));
      return false;
    }
    comments.refresh();
    return true;
  };

  return {
    async createThread(draft: CommentDraft, body: string, mentionIds: string[]) {
      const result = await create({
        input: { workbenchId: comments.workbenchId, ...draft, body, mentionIds },
      });
      const threadId = result.data?.createCommentThread.id;
      if (!done(result) || !threadId) return false;
      comments.setPlacing(false);
      comments.select(threadId);
      return true;
    },
    async reply(threadId: string, body: string, mentionIds: string[]) {
      return done(await reply({ input: { threadId, body, mentionIds } }));
    },
    async edit(id: string, body: string) {
      return done(await update({ input: { id, body } }));
    },
    async remove(id: string) {
      const result = await remove({ input: { id } });
      if (result.data?.deleteComment.deletedIds.includes(comments.selected?.id ?? "")) {
        comments.select(null);
      }
      return done(result);
    },
    async setResolved(threadId: string, resolved: boolean) {
      const input = { input: { id: threadId } };
      return done(resolved ? await resolve(input) : await reopen(input));
    },
  };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
