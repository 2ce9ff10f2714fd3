import { screen, within } from "@testing-library/react";
import type { Client } from "urql";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { concat, fromValue, never } from "wonka";
import { renderWithProviders } from "../../../test/render";
import { TrashList } from "./TrashList";
import { type TrashRow, type TrashRowHandlers, TrashTable } from "./TrashTable";
import { buildTrashRow } from "./test-rows";

function entry(index: number): TrashRow {
  return buildTrashRow(`00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, {
    name: `Sketch ${index}`,
  });
}

const handlers: TrashRowHandlers = {
  isSelected: () => false,
  register: () => {},
  onSelect: () => {},
  onRestore: () => {},
  onDeleteForever: () => {},
};

/** The end of the list is always in view: each page asks for the next at once. */
class VisibleObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(): void {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", VisibleObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test("the 101st entry of a Trash loads after the first page, from its cursor", async () => {
  const asked: unknown[] = [];
  const client = {
    executeQuery: (request: { variables: { after: string; first: number } }) => {
      asked.push(request.variables);
      const teamTrash = {
        __typename: "TrashConnection",
        totalCount: 101,
        canEmpty: true,
        pageInfo: { __typename: "PageInfo", endCursor: "cursor-101", hasNextPage: false },
        nodes: [{ __typename: "TrashItem", ...entry(101) }],
      };
      const team = { __typename: "Team", id: "team", name: "Design", organization: { id: "org" } };
      return concat([
        fromValue({ data: { team, teamTrash }, stale: false, hasNext: false }),
        never,
      ]);
    },
  } as unknown as Client;
  const firstPage = {
    nodes: Array.from({ length: 100 }, (_, index) => entry(index + 1)),
    pageInfo: { endCursor: "cursor-100", hasNextPage: true },
  };

  renderWithProviders(
    <TrashTable selectedCount={0} totalCount={101} onSelectAll={() => {}} onClear={() => {}}>
      <TrashList scope={{ teamId: "team" }} firstPage={firstPage} handlers={handlers} />
    </TrashTable>,
    { client },
  );

  const table = screen.getByRole("table", { name: "Trash" });
  expect(await within(table).findByRole("row", { name: "Sketch 101" })).toBeVisible();
  expect(within(table).getAllByRole("row", { name: /^Sketch / })).toHaveLength(101);
  expect(asked).toEqual([
    expect.objectContaining({ teamId: "team", first: 100, after: "cursor-100" }),
  ]);
  // The last page has no next one: nothing more to load.
  expect(screen.queryByLabelText("Loading more files")).toBeNull();
});
