import type { Cache, ResolveInfo } from "@urql/exchange-graphcache";
import { describe, expect, it, vi } from "vitest";
import { cacheUpdates } from "./cache-updates";

describe("cacheUpdates", () => {
  it("drops a deleted workspace from the cache", () => {
    const invalidate = vi.fn();
    const update = cacheUpdates.Mutation?.confirmOrganizationDeletion;
    update?.(
      { confirmOrganizationDeletion: { deletedIds: ["o1"] } },
      {},
      { invalidate } as unknown as Cache,
      {} as ResolveInfo,
    );
    expect(invalidate).toHaveBeenCalledWith({ __typename: "Organization", id: "o1" });
  });

  it("leaves the cache alone when the deletion failed", () => {
    const invalidate = vi.fn();
    cacheUpdates.Mutation?.confirmOrganizationDeletion?.(
      { confirmOrganizationDeletion: null },
      {},
      { invalidate } as unknown as Cache,
      {} as ResolveInfo,
    );
    expect(invalidate).not.toHaveBeenCalled();
  });
});
