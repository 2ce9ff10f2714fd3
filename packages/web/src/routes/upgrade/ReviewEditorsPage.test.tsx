import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { type Client, CombinedError } from "urql";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import type { CurrentUser } from "../../graphql/documents/user";
import { CurrentUserProvider } from "../../lib/current-user";
import { notifyError } from "../../lib/notify";
import { renderWithProviders } from "../../test/render";
import { ReviewEditorsPage } from "./ReviewEditorsPage";

vi.mock("../../lib/notify", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const admin: CurrentUser = {
  id: "u-admin",
  name: "Ada Admin",
  email: "ada@studio.test",
  hasName: true,
  isAdmin: false,
  blockCreateOrganization: false,
  organizations: {
    totalCount: 1,
    edges: [{ role: "ADMIN", node: { id: "o1", name: "Studio", logoUrl: null } }],
  },
};

const members = [
  { userId: "u-admin", name: "Ada Admin", email: "ada@studio.test", role: "ADMIN" },
  { userId: "u-editor", name: "Eve Editor", email: "eve@studio.test", role: "EDITOR" },
  { userId: "u-viewer", name: "Vic Viewer", email: "vic@studio.test", role: "VIEWER" },
  { userId: "u-viewer-2", name: "Wes Viewer", email: "wes@studio.test", role: "VIEWER" },
];

function clientFailingWith(error: CombinedError) {
  return {
    executeQuery: vi.fn(() =>
      fromValue({
        data: {
          organization: {
            id: "o1",
            name: "Studio",
            members: {
              edges: members.map(({ userId, name, email, role }) => ({
                role,
                node: { id: userId, name, email },
              })),
            },
          },
        },
        stale: false,
        hasNext: false,
      }),
    ),
    executeMutation: vi.fn(() => fromValue({ error, stale: false, hasNext: false })),
  };
}

function renderReview(client: ReturnType<typeof clientFailingWith>, plan = "PRO") {
  return renderWithProviders(
    <CurrentUserProvider user={admin}>
      <Routes>
        <Route path="/upgrade/:organizationId/review-editors" element={<ReviewEditorsPage />} />
      </Routes>
    </CurrentUserProvider>,
    { url: `/upgrade/o1/review-editors?plan=${plan}`, client: client as unknown as Client },
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name: `Editor seat for ${name}` });

beforeEach(() => vi.mocked(notifyError).mockClear());

describe("Adjust your editors", () => {
  it("checks Admins and Editors, fixes the user's own box, and counts the reviewed editors", async () => {
    renderReview(clientFailingWith(new CombinedError({ graphQLErrors: [{ message: "x" }] })));
    expect(await screen.findByRole("heading", { name: "Adjust your editors" })).toBeInTheDocument();
    expect(box("Ada Admin")).toBeChecked();
    expect(box("Ada Admin")).toBeDisabled();
    expect(box("Eve Editor")).toBeChecked();
    expect(box("Vic Viewer")).not.toBeChecked();
    expect(screen.getByTestId("editor-count")).toHaveTextContent("2 editors");

    await userEvent.click(box("Vic Viewer"));
    expect(box("Vic Viewer")).toBeChecked();
    await userEvent.click(box("Eve Editor"));
    expect(box("Eve Editor")).not.toBeChecked();
    expect(screen.getByTestId("editor-count")).toHaveTextContent("2 editors");
    await userEvent.click(box("Eve Editor"));
    expect(screen.getByTestId("editor-count")).toHaveTextContent("3 editors");
    expect(screen.getByText("$147 / month")).toBeInTheDocument();
  });

  it("writes the price as Plans & Billing does, grouped by thousands", async () => {
    renderReview(
      clientFailingWith(new CombinedError({ graphQLErrors: [{ message: "x" }] })),
      "ORGANIZATION",
    );
    expect(await screen.findByRole("heading", { name: "Adjust your editors" })).toBeInTheDocument();
    await userEvent.click(box("Vic Viewer"));
    await userEvent.click(box("Wes Viewer"));
    expect(screen.getByTestId("editor-count")).toHaveTextContent("4 editors");
    expect(screen.getByText("$1,000 / month")).toBeInTheDocument();
  });

  it("sends only the recorded changes, and a refusal is 'Error while redirecting to payment: ...'", async () => {
    const client = clientFailingWith(
      new CombinedError({
        graphQLErrors: [{ message: "This workspace cannot be upgraded to PRO." }],
      }),
    );
    renderReview(client);
    await userEvent.click(
      await screen.findByRole("checkbox", { name: "Editor seat for Vic Viewer" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(client.executeMutation).toHaveBeenCalledTimes(1);
    const [operation] = client.executeMutation.mock.calls[0] as unknown as [{ variables: unknown }];
    expect(operation.variables).toEqual({
      input: {
        organizationId: "o1",
        plan: "PRO",
        rolesToChange: [{ userId: "u-viewer", newRole: "EDITOR" }],
      },
    });
    expect(notifyError).toHaveBeenLastCalledWith(
      "Error while redirecting to payment: This workspace cannot be upgraded to PRO.",
    );
  });

  it("falls back to 'Unknown error' when the server gives no message", async () => {
    renderReview(clientFailingWith(new CombinedError({ graphQLErrors: [] })));
    await userEvent.click(await screen.findByRole("button", { name: "Continue to payment" }));
    expect(notifyError).toHaveBeenLastCalledWith(
      "Error while redirecting to payment: Unknown error",
    );
  });
});
