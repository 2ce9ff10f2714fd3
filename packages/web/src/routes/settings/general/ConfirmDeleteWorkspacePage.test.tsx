import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import type { Client } from "urql";
import { describe, expect, it } from "vitest";
import { CurrentUserProvider } from "../../../lib/current-user";
import { renderWithProviders } from "../../../test/render";
import { ConfirmDeleteWorkspacePage } from "./ConfirmDeleteWorkspacePage";
import { buildMember, buildSettingsOrganization, clientAnswering } from "./test-clients";

const INVALID_LINK =
  "This link is invalid or expired. Please verify the email you received and try requesting another email from the Workspace settings page.";
const PHRASE = "permanently delete this workspace and all its files";

const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
const tokenFor = (claims: Record<string, unknown>) =>
  `${part({ alg: "HS256" })}.${part(claims)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function renderConfirm(hash: string, client: Client, organizationId = "o1") {
  return renderWithProviders(
    <CurrentUserProvider user={buildMember([{ id: "o1", role: "ADMIN" }])}>
      <Routes>
        <Route path="/" element={<p>Root redirector</p>} />
        <Route
          path="/settings/organization/:organizationId/confirm_delete"
          element={<ConfirmDeleteWorkspacePage />}
        />
      </Routes>
    </CurrentUserProvider>,
    { url: `/settings/organization/${organizationId}/confirm_delete${hash}`, client },
  );
}

const workspace = () => clientAnswering(buildSettingsOrganization());

describe("ConfirmDeleteWorkspacePage", () => {
  it("enables Delete workspace only once the exact phrase is typed", async () => {
    renderConfirm(`#token=${tokenFor({ organizationId: "o1", exp: inAnHour() })}`, workspace());
    expect(await screen.findByText("Studio Nord")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Delete workspace" });
    const input = screen.getByLabelText(/To confirm, type/);
    expect(button).toBeDisabled();
    await userEvent.type(input, "permanently delete this workspace");
    expect(button).toBeDisabled();
    await userEvent.type(input, " and all its files");
    expect(input).toHaveValue(PHRASE);
    expect(button).toBeEnabled();
    await userEvent.type(input, " ");
    expect(button).toBeDisabled();
  });

  it("redirects to / without a token", async () => {
    renderConfirm("", workspace());
    expect(await screen.findByText("Root redirector")).toBeInTheDocument();
  });

  it.each([
    ["garbled", "#token=garbled"],
    ["expired", `#token=${tokenFor({ organizationId: "o1", exp: 1_000 })}`],
    ["without organizationId", `#token=${tokenFor({ exp: 4_000_000_000 })}`],
    ["without exp", `#token=${tokenFor({ organizationId: "o1" })}`],
    [
      "for another workspace than the URL's",
      `#token=${tokenFor({ organizationId: "o9", exp: 4_000_000_000 })}`,
    ],
  ])("shows the invalid-link text for a token %s", async (_label, hash) => {
    renderConfirm(hash, workspace());
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete workspace" })).not.toBeInTheDocument();
  });

  it("shows the invalid-link text when the workspace cannot be fetched", async () => {
    const hash = `#token=${tokenFor({ organizationId: "o1", exp: inAnHour() })}`;
    renderConfirm(hash, clientAnswering(null));
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
  });
});
