import type { UpdatesConfig } from "@urql/exchange-graphcache";

/**
 * What a mutation's answer cannot say by itself to the normalised cache. A deleted workspace is
 * dropped, so that no page shows it from the cache and the user's workspace list is fetched anew.
 */
export const cacheUpdates: UpdatesConfig = {
  Mutation: {
    confirmOrganizationDeletion(result, _args, cache) {
      const payload = result.confirmOrganizationDeletion as { deletedIds?: string[] } | null;
      for (const id of payload?.deletedIds ?? []) {
        cache.invalidate({ __typename: "Organization", id });
      }
    },
  },
};
