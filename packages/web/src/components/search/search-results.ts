import { DRAFTS_TITLE, parseSearchQuery } from "@contour/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "urql";
import { SearchQuery } from "../../graphql/documents/search";
import type { ResultOf } from "../../graphql/graphql";
import { filesPath } from "../../routes/files/paths";

/** What the search box and the palette list for one file or folder. */
export interface SearchResult {
  id: string;
  kind: "workbench" | "folder";
  name: string;
  /** The team's name, or "My files". */
  place: string;
  to: string;
}

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Results the box and the palette show: a glance, not a page. */
const SHOWN_RESULTS = 8;

type SearchNode = ResultOf<typeof SearchQuery>["search"]["nodes"][number];

export function toSearchResult(node: SearchNode): SearchResult {
  if (node.__typename === "Workbench") {
    return {
      id: node.id,
      kind: "workbench",
      name: node.name,
      place: node.location,
      to: filesPath.workbench(node.id),
    };
  }
  return {
    id: node.id,
    kind: "folder",
    name: node.name,
    place: node.rootTeam?.name ?? DRAFTS_TITLE,
    to: filesPath.folder(node.id),
  };
}

/**
 * The files and folders matching what is typed, once typing pauses; nothing for a blank or
 * over-long text (the server would refuse it). `settled` is false while an answer is awaited.
 */
export function useSearchResults(organizationId: string | undefined, text: string) {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const parsed = parseSearchQuery(debounced);
  const pause = !organizationId || debounced === "" || !parsed.ok;
  const [{ data, fetching }] = useQuery({
    query: SearchQuery,
    variables: { organizationId: organizationId ?? "", query: debounced, first: SHOWN_RESULTS },
    pause,
    requestPolicy: "cache-and-network",
  });
  const results = pause ? [] : (data?.search.nodes.map(toSearchResult) ?? []);
  return { results, settled: pause || (!fetching && debounced === text.trim()) };
}
