import type { ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "./context.js";
import { isMutationWhereEveryField } from "./mutation-fields.js";

/**
 * The extension a mutation field declares (`extensions: ATOMIC`) to run inside its request's
 * transaction. The web sends bulk delete as deleteWorkbenches + deleteFolders in one request, and
 * bulk move as updateWorkbenches + updateFolders: when the second fails, the first must not stay
 * done. Auth mutations do not declare it, because a failed sign-in must still count against the
 * rate limits.
 */
export const ATOMIC = { atomic: true } as const;

class RolledBack extends Error {
  constructor(readonly result: ExecutionResult) {
    super("rolled back");
  }
}

async function runAfterCommit(context: Context, log: (error: unknown) => void) {
  const tasks = context.afterCommit.splice(0);
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      log(error);
    }
  }
}

/**
 * Runs an atomic mutation in one transaction: `context.db` becomes that transaction for every
 * resolver of the request, any error rolls back all of it, and `context.afterCommit` runs only
 * once the data is committed. Other operations run their afterCommit work when they are done.
 */
export function useAtomicMutations(log: (error: unknown) => void): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (!isMutationWhereEveryField(args, (extensions) => extensions?.atomic === true)) {
        return { onExecuteDone: (done) => runAfterCommit(done.args.contextValue, log) };
      }
      setExecuteFn(async (executionArgs) => {
        // The context the resolvers will get, whatever other plugins made of it by now.
        const context = executionArgs.contextValue as Context;
        const { services } = context;
        try {
          const result = await services.db.transaction().execute(async (trx) => {
            context.db = trx;
            const executed = (await executeFn(executionArgs)) as ExecutionResult;
            if (executed.errors?.length) throw new RolledBack(executed);
            return executed;
          });
          await runAfterCommit(context, log);
          return result;
        } catch (error) {
          context.afterCommit.length = 0;
          if (error instanceof RolledBack) return error.result;
          throw error;
        } finally {
          context.db = services.db;
        }
      });
    },
  };
}
