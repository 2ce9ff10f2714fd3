import { Button, Group } from "@mantine/core";
import { useState } from "react";

/**
 * The cursors of the pages before this one of an /admin list, so that Previous goes back without
 * offsets; a new search starts again from the first page.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    after: cursors.at(-1) ?? null,
    isFirst: cursors.length === 1,
    reset: () => setCursors([null]),
    previous: () => setCursors((previous) => previous.slice(0, -1)),
    next: (cursor: string | null) => setCursors((previous) => [...previous, cursor]),
  };
}

/** Previous and Next under an /admin list. */
export function CursorPager({
  pages,
  pageInfo,
}: {
  pages: ReturnType<typeof useCursorPages>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}) {
  return (
    <Group gap="sm">
      <Button variant="default" size="sm" disabled={pages.isFirst} onClick={pages.previous}>
        Previous
      </Button>
      <Button
        variant="default"
        size="sm"
        disabled={!pageInfo.hasNextPage}
        onClick={() => pages.next(pageInfo.endCursor)}
      >
        Next
      </Button>
    </Group>
  );
}
