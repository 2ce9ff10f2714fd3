import { useQuery } from "urql";
import { PendingOrganizationInvitesQuery } from "../../graphql/documents/organization";
import type { ResultOf } from "../../graphql/graphql";

export type PendingInvite = ResultOf<
  typeof PendingOrganizationInvitesQuery
>["pendingOrganizationInvites"][number];

/** Workspaces that invited the user's email; undefined while loading. A failure is thrown (spec §8). */
export function usePendingInvites(): readonly PendingInvite[] | undefined {
  const [{ data, error }] = useQuery({
    query: PendingOrganizationInvitesQuery,
    requestPolicy: "cache-and-network",
  });
  if (error) throw new Error("Cannot fetch pending organization invites");
  return data?.pendingOrganizationInvites;
}
