import type { Plugin } from "graphql-yoga";
import type { Context } from "./context.js";
import { isMutation, isMutationWhereEveryField } from "./mutation-fields.js";

/**
 * The extension a mutation declares (`extensions: ACCESS_NEUTRAL`) when it can never change
 * anyone's rights on a workbench: signing in, recording a view, creating a file. Every other
 * mutation, once it ran, makes every process re-check its open /collab connections
 * (modules/collab/access-watch.ts). Forgetting the mark costs a re-check, not a hole.
 */
export const ACCESS_NEUTRAL = { accessNeutral: true } as const;

/**
 * After a mutation (committed or failed: a failed one may have done part of its work), tells
 * the live documents that rights may have changed.
 */
export function useLiveAccessEvents(): Plugin<Context> {
  return {
    onExecute({ args }) {
      const neutral = isMutationWhereEveryField(args, (extensions) => {
        return extensions?.accessNeutral === true;
      });
      if (!isMutation(args) || neutral) return;
      return {
        onExecuteDone: ({ args: done }) => {
          done.contextValue.services.live.publish({ kind: "access-changed" });
        },
      };
    },
  };
}
