import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Client } from "urql";
import { describe, expect, it } from "vitest";
import { concat, fromValue, never } from "wonka";
import { CurrentUserProvider } from "../../../lib/current-user";
import { renderWithProviders } from "../../../test/render";
import { buildMember } from "../general/test-clients";
import { ChangelogPage } from "./ChangelogPage";

/** Twelve entries, newest first, served by offset and count as the server does. */
const ENTRIES = Array.from({ length: 12 }, (_, index) => ({
  __typename: "Changelog" as const,
  id: `entry-${index}`,
  title: `Entry ${12 - index}`,
  content: `<p>What changed in ${12 - index}.</p>`,
  createdAt: new Date(Date.UTC(2026, 10, 20 - index, 12)).toISOString(),
}));

const client = {
  executeQuery: (request: { variables: { offset: number; count: number } }) => {
    const { offset, count } = request.variables;
    const changelogs = {
      __typename: "ChangelogConnection",
      totalCount: ENTRIES.length,
      nodes: ENTRIES.slice(offset, offset + count),
    };
    // A real client's result stream stays open.
    return concat([fromValue({ data: { changelogs }, stale: false, hasNext: false }), never]);
  },
} as unknown as Client;

describe("the changelog page", () => {
  it("shows 10 entries a page, the newest of page one marked latest", async () => {
    renderWithProviders(
      <CurrentUserProvider user={buildMember([])}>
        <ChangelogPage />
      </CurrentUserProvider>,
      { client },
    );
    expect(await screen.findAllByRole("article")).toHaveLength(10);
    const [first] = screen.getAllByRole("article");
    expect(first).toHaveAccessibleName("Entry 12");
    expect(within(first as HTMLElement).getByText("latest")).toBeVisible();
    expect(within(first as HTMLElement).getByText("What changed in 12.")).toBeVisible();
    expect(screen.getAllByText("latest")).toHaveLength(1);

    const pager = screen.getByRole("navigation", { name: "Changelog pages" });
    await userEvent.click(within(pager).getByRole("button", { name: "2" }));
    const second = await screen.findAllByRole("article");
    expect(second.map((card) => card.getAttribute("aria-label"))).toEqual(["Entry 2", "Entry 1"]);
    expect(screen.queryByText("latest")).toBeNull();
  });
});
