import { useEffect } from "react";
import { useQuery } from "urql";
import { GenerationsQuery } from "../../../graphql/documents/generations";

/**
 * The history, read again whenever the server says it changed (`version`, from the workbench's
 * socket) and, as a fallback while something runs, every few seconds.
 */
export function useGenerations(workbenchId: string, search: string, version: number) {
  const [result, reexecute] = useQuery({
    query: GenerationsQuery,
    variables: { workbenchId, search: search.trim() || null },
    requestPolicy: "cache-and-network",
  });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: "network-only" });
  }, [version, reexecute]);
  const nodes = result.data?.generations.nodes ?? [];
  const active = nodes.some((node) => node.state === "QUEUED" || node.state === "RUNNING");
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => reexecute({ requestPolicy: "network-only" }), 5_000);
    return () => clearInterval(timer);
  }, [active, reexecute]);
  return { nodes, fetching: result.fetching, error: result.error };
}
