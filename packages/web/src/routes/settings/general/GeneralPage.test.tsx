import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import type { Client } from "urql";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../graphql/documents/user";
import { CurrentUserProvider } from "../../../lib/current-user";
import { SUPPORT_URL } from "../../../lib/support";
import { renderWithProviders } from "../../../test/render";
import { GeneralPage } from "./GeneralPage";
import {
  buildMember,
  buildSettingsOrganization,
  clientAnswering,
  type SettingsOrganization,
} from "./test-clients";

function renderGeneral(user: CurrentUser, client: Client, organizationId = "o1") {
  return renderWithProviders(
    <CurrentUserProvider user={user}>
      <Routes>
        <Route path="/" element={<p>Root redirector</p>} />
        <Route path="/settings/organization/:organizationId/general" element={<GeneralPage />} />
      </Routes>
    </CurrentUserProvider>,
    { url: `/settings/organization/${organizationId}/general`, client },
  );
}

function asRole(role: SettingsOrganization["currentUserRole"], fields = {}) {
  return {
    user: buildMember([{ id: "o1", role }]),
    client: clientAnswering(buildSettingsOrganization({ currentUserRole: role, ...fields })),
  };
}

describe("GeneralPage", () => {
  it("gives an admin the name and logo form and the delete button", async () => {
    const { user, client } = asRole("ADMIN");
    renderGeneral(user, client);
    const name = await screen.findByLabelText("Workspace name");
    expect(name).toHaveValue("Studio Nord");
    expect(screen.getByRole("button", { name: "Upload logo" })).toBeInTheDocument();
    expect(screen.getByText(/recommended size 256x256px/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete workspace" })).toBeEnabled();
    expect(screen.queryByText("Only an admin can do this.")).not.toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /^Viewers may comment/ })).not.toBeChecked();
  });

  it("enables Save only when the name changed", async () => {
    const { user, client } = asRole("ADMIN");
    renderGeneral(user, client);
    const name = await screen.findByLabelText("Workspace name");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await userEvent.type(name, "!");
    expect(save).toBeEnabled();
    await userEvent.type(name, "{Backspace}");
    expect(save).toBeDisabled();
  });

  it("offers Contact support instead of deletion on a manual subscription", async () => {
    const { user, client } = asRole("ADMIN", { manualSubscription: true });
    renderGeneral(user, client);
    const support = await screen.findByRole("link", { name: "Contact support" });
    expect(support).toHaveAttribute("href", SUPPORT_URL);
    expect(screen.queryByRole("button", { name: "Delete workspace" })).not.toBeInTheDocument();
  });

  it.each(["EDITOR", "VIEWER"] as const)(
    "shows an %s the name read-only and 'Only an admin can do this.'",
    async (role) => {
      const { user, client } = asRole(role);
      renderGeneral(user, client);
      expect(await screen.findByText("Only an admin can do this.")).toBeInTheDocument();
      expect(screen.getByTestId("workspace-name")).toHaveTextContent("Studio Nord");
      expect(screen.queryByLabelText("Workspace name")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Upload logo" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Delete workspace" })).not.toBeInTheDocument();
      expect(
        screen.queryByRole("switch", { name: /^Viewers may comment/ }),
      ).not.toBeInTheDocument();
    },
  );

  it("treats staff (isAdmin) as an admin whatever their workspace role", async () => {
    const user = buildMember([{ id: "o1", role: "VIEWER" }], { isAdmin: true });
    const client = clientAnswering(buildSettingsOrganization({ currentUserRole: "VIEWER" }));
    renderGeneral(user, client);
    expect(await screen.findByLabelText("Workspace name")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete workspace" })).toBeInTheDocument();
  });

  it("redirects to / when the URL names no workspace of the user's", async () => {
    const user = buildMember([{ id: "o1", role: "ADMIN" }]);
    renderGeneral(user, clientAnswering(null), "o2");
    expect(await screen.findByText("Root redirector")).toBeInTheDocument();
  });
});
