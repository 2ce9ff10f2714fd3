import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { Route, Routes } from "react-router";
import { type Client, CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import { concat, fromValue, never } from "wonka";
import { CurrentUserProvider } from "../../../lib/current-user";
import { renderWithProviders } from "../../../test/render";
import { buildMember } from "../general/test-clients";
import { AccessLogsPage } from "./AccessLogsPage";
import { ActivityLogsPage } from "./ActivityLogsPage";

function clientRefusing(code: string, message: string): Client {
  const error = new CombinedError({
    graphQLErrors: [new GraphQLError(message, { extensions: { code } })],
  });
  // A real client's result stream stays open; one that ends would clear the error.
  const client = {
    executeQuery: () =>
      concat([fromValue({ data: undefined, error, stale: false, hasNext: false }), never]),
  };
  return client as unknown as Client;
}

function renderLogs(path: "access" | "activity", client: Client) {
  return renderWithProviders(
    <CurrentUserProvider user={buildMember([{ id: "org-7", role: "ADMIN" }])}>
      <Routes>
        <Route path="/settings/organization/:organizationId/access" element={<AccessLogsPage />} />
        <Route
          path="/settings/organization/:organizationId/activity"
          element={<ActivityLogsPage />}
        />
        <Route
          path="/settings/organization/:organizationId/general"
          element={<p>General page</p>}
        />
        <Route
          path="/settings/organization/:organizationId/subscription"
          element={<p>Billing</p>}
        />
      </Routes>
    </CurrentUserProvider>,
    { url: `/settings/organization/org-7/${path}`, client },
  );
}

const NOT_IN_PLAN = "Access logs are included in the Organization and Enterprise plans.";

describe("the logs paywall", () => {
  it("names the plan that includes the log and closes back to General settings", async () => {
    renderLogs("access", clientRefusing("PLAN_LIMITATION_ERROR", NOT_IN_PLAN));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Available on the Organization plan");
    expect(dialog).toHaveTextContent(NOT_IN_PLAN);
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(await screen.findByText("General page")).toBeInTheDocument();
  });

  it("leads to the subscription settings with 'Upgrade workspace'", async () => {
    renderLogs("activity", clientRefusing("PLAN_LIMITATION_ERROR", "not in plan"));
    expect(await screen.findByRole("dialog")).toHaveTextContent(
      "Activity logs are included in the Organization and Enterprise plans.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Upgrade workspace" }));
    expect(await screen.findByText("Billing")).toBeInTheDocument();
  });

  it("offers support instead for a manual subscription", async () => {
    renderLogs("access", clientRefusing("MANUAL_LIMITATION_ERROR", NOT_IN_PLAN));
    await screen.findByRole("dialog");
    expect(screen.getByRole("link", { name: "Contact support" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upgrade workspace" })).toBeNull();
  });

  it("is not shown for other errors, which the page states plainly", async () => {
    renderLogs("access", clientRefusing("FORBIDDEN", "You don't have the permissions to do this."));
    expect(await screen.findByText("You don't have the permissions to do this.")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
