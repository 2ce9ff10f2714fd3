import { useCallback, useEffect, useState } from "react";
import { type CombinedError, useClient, useQuery } from "urql";
import { GenerationsQuery } from "../../../graphql/documents/generations";
import type { ResultOf } from "../../../graphql/graphql";

type GenerationNode = ResultOf<typeof GenerationsQuery>["generations"]["nodes"][number];

/** Pages older than the newest, added on demand; `done` once the last one came. */
interface OlderPages {
  nodes: GenerationNode[];
  endCursor: string | null;
  done: boolean;
}

const NO_OLDER: OlderPages = { nodes: [], endCursor: null, done: false };

/**
 * The history, read again whenever the server says it changed (`version`, from the workbench's
 * socket) and, as a fallback while something runs, every few seconds. The newest page is live;
 * older pages are added on demand and kept until the search changes.
 */
export function useGenerations(
  workbenchId: string,
  search: string,
  version: number,
): {
  nodes: GenerationNode[];
  fetching: boolean;
  error: CombinedError | undefined;
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
} {
  const client = useClient();
  const searched = search.trim() || null;
  const [result, reexecute] = useQuery({
    query: GenerationsQuery,
    variables: { workbenchId, search: searched },
    requestPolicy: "cache-and-network",
  });
  const [older, setOlder] = useState<OlderPages>(NO_OLDER);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from its newest page.
  useEffect(() => setOlder(NO_OLDER), [workbenchId, searched]);
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: "network-only" });
  }, [version, reexecute]);
  const page = result.data?.generations;
  const active = (page?.nodes ?? []).some(
    (node) => node.state === "QUEUED" || node.state === "RUNNING",
  );
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => reexecute({ requestPolicy: "network-only" }), 5_000);
    return () => clearInterval(timer);
  }, [active, reexecute]);

  const after = older.endCursor ?? page?.pageInfo.endCursor ?? null;
  const loadOlder = useCallback(async () => {
    if (!after) return;
    const next = await client
      .query(
        GenerationsQuery,
        { workbenchId, search: searched, after },
        { requestPolicy: "network-only" },
      )
      .toPromise();
    const more = next.data?.generations;
    if (!more) return;
    setOlder((current) => ({
      nodes: [...current.nodes, ...more.nodes],
      endCursor: more.pageInfo.endCursor,
      done: !more.pageInfo.hasNextPage,
    }));
  }, [after, client, workbenchId, searched]);

  const newest = page?.nodes ?? [];
  const seen = new Set(newest.map((node) => node.id));
  return {
    nodes: [...newest, ...older.nodes.filter((node) => !seen.has(node.id))],
    fetching: result.fetching,
    error: result.error,
    hasOlder: !older.done && (older.endCursor !== null || page?.pageInfo.hasNextPage === true),
    loadOlder,
  };
}
