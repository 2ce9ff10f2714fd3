import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { type Client, CombinedError } from "urql";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import type { BillingSubscription } from "../../../graphql/documents/billing";
import type { CurrentUser } from "../../../graphql/documents/user";
import { CurrentUserProvider } from "../../../lib/current-user";
import { notifyError } from "../../../lib/notify";
import { renderWithProviders } from "../../../test/render";
import { SubscriptionPage } from "./SubscriptionPage";

vi.mock("../../../lib/notify", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const subscription: BillingSubscription = {
  subscriptionBaseAmount: 147,
  seats: 3,
  nextInvoiceAmount: 147,
  nextInvoiceBillingDate: "2026-12-23T12:00:00.000Z",
  paymentMethodType: "card",
  paymentMethodCardBrand: "visa",
  paymentMethodCardLast4: "4242",
  paymentMethodCardExpires: "12/2029",
  billingEmail: "billing@studio.test",
  cancelAtPeriodEnd: false,
  invoices: [
    {
      id: "in1",
      number: "AB12CD34-0001",
      createdAt: "2026-11-23T12:00:00.000Z",
      amount: 1500,
      status: "paid",
      pdfUrl: "https://billing.test/invoices/in1/pdf",
    },
  ],
};

function userWithRole(role: "ADMIN" | "EDITOR" | "VIEWER"): CurrentUser {
  return {
    id: "u1",
    name: "Ada",
    email: "ada@studio.test",
    hasName: true,
    isAdmin: false,
    blockCreateOrganization: false,
    organizations: {
      totalCount: 1,
      edges: [{ role, node: { id: "o1", name: "Studio", logoUrl: null } }],
    },
  };
}

/** A client whose billing query answers `organization` and whose portal mutation fails. */
function clientAnswering(organization: Record<string, unknown> | null, queryError = false): Client {
  const client = {
    executeQuery: vi.fn(() =>
      fromValue(
        queryError
          ? { error: new CombinedError({ graphQLErrors: [{ message: "Boom" }] }), stale: false }
          : { data: { organization }, stale: false, hasNext: false },
      ),
    ),
    executeMutation: vi.fn(() =>
      fromValue({
        error: new CombinedError({ graphQLErrors: [{ message: "Portal unavailable" }] }),
        stale: false,
        hasNext: false,
      }),
    ),
  };
  return client as unknown as Client;
}

function renderPage(user: CurrentUser, client: Client) {
  return renderWithProviders(
    <CurrentUserProvider user={user}>
      <Routes>
        <Route
          path="/settings/organization/:organizationId/subscription"
          element={<SubscriptionPage />}
        />
      </Routes>
    </CurrentUserProvider>,
    { url: "/settings/organization/o1/subscription", client },
  );
}

const paidWorkspace = (fields: Record<string, unknown> = {}) => ({
  id: "o1",
  name: "Studio",
  subscriptionPlan: "PRO",
  manualSubscription: false,
  subscription,
  ...fields,
});

beforeEach(() => vi.mocked(notifyError).mockClear());

describe("Plans & Billing", () => {
  it("tells members who are not admins that the page is for administrators, without asking the server", () => {
    const client = clientAnswering(paidWorkspace());
    renderPage(userWithRole("EDITOR"), client);
    expect(
      screen.getByText("You need to be an administrator of this workspace to access this page."),
    ).toBeInTheDocument();
    expect(client.executeQuery).not.toHaveBeenCalled();
  });

  it("shows the subscription: amounts per month, seats, card and billing email", async () => {
    renderPage(userWithRole("ADMIN"), clientAnswering(paidWorkspace()));
    expect(await screen.findByText("3 paid seat(s)")).toBeInTheDocument();
    expect(screen.getAllByText("$147 / month")).toHaveLength(2);
    expect(screen.getByText("Visa •••• 4242")).toBeInTheDocument();
    expect(screen.getByText("Card · Expires 12/2029")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Visa" })).toBeInTheDocument();
    expect(screen.getByText("billing@studio.test")).toBeInTheDocument();
    // Same amount as the base: no date.
    expect(screen.queryByText(/on December/)).not.toBeInTheDocument();
  });

  it("shows the next invoice date when its amount differs from the base by more than 1", async () => {
    renderPage(
      userWithRole("ADMIN"),
      clientAnswering(paidWorkspace({ subscription: { ...subscription, nextInvoiceAmount: 196 } })),
    );
    expect(await screen.findByText(/on December 23, 2026/)).toBeInTheDocument();
  });

  it("a failed portal request is an alert with the action's prefix", async () => {
    renderPage(userWithRole("ADMIN"), clientAnswering(paidWorkspace()));
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    expect(notifyError).toHaveBeenLastCalledWith(
      "Error while changing payment method: Portal unavailable",
    );
    await userEvent.click(screen.getByRole("button", { name: "View Invoices" }));
    expect(notifyError).toHaveBeenLastCalledWith(
      "Error while accessing invoices: Portal unavailable",
    );
  });

  it("hides Manage plan, the payment method and the invoices for a manual subscription", async () => {
    renderPage(
      userWithRole("ADMIN"),
      clientAnswering(paidWorkspace({ subscriptionPlan: "ENTERPRISE", manualSubscription: true })),
    );
    expect(await screen.findByText("3 paid seat(s)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Manage plan" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "View Invoices" })).not.toBeInTheDocument();
  });

  it("offers the plans to a FREE workspace, each upgrade starting the upgrade flow", async () => {
    renderPage(
      userWithRole("ADMIN"),
      clientAnswering(paidWorkspace({ subscriptionPlan: "FREE", subscription: null })),
    );
    expect(await screen.findByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/upgrade/select-organization?plan=PRO",
    );
    expect(screen.getByRole("link", { name: "Upgrade to Organization" })).toHaveAttribute(
      "href",
      "/upgrade/select-organization?plan=ORGANIZATION",
    );
    expect(screen.getByText("Contact us")).toBeInTheDocument();
  });

  it("lists the invoices with their PDFs", async () => {
    renderPage(userWithRole("ADMIN"), clientAnswering(paidWorkspace()));
    expect(await screen.findByText("AB12CD34-0001")).toBeInTheDocument();
    expect(screen.getByText("$1,500")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Invoice AB12CD34-0001 (PDF)" })).toHaveAttribute(
      "href",
      "https://billing.test/invoices/in1/pdf",
    );
  });

  it("edits the billing email: a wrong address is refused before asking, a failure is an alert", async () => {
    renderPage(userWithRole("ADMIN"), clientAnswering(paidWorkspace()));
    await userEvent.click(await screen.findByRole("button", { name: "Edit billing email" }));
    const input = screen.getByLabelText("Billing email");
    await userEvent.clear(input);
    await userEvent.type(input, "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, "ap@studio.test");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(notifyError).toHaveBeenLastCalledWith(
      "Error while changing billing email: Portal unavailable",
    );
  });

  it("offers a PRO workspace the Organization plan, and says when a cancelled plan ends", async () => {
    renderPage(
      userWithRole("ADMIN"),
      clientAnswering(
        paidWorkspace({
          subscription: { ...subscription, cancelAtPeriodEnd: true, nextInvoiceAmount: null },
        }),
      ),
    );
    expect(await screen.findByRole("link", { name: "Upgrade to Organization" })).toHaveAttribute(
      "href",
      "/upgrade/select-organization?plan=ORGANIZATION",
    );
    expect(screen.queryByRole("link", { name: /Upgrade to (Pro|Free)/ })).not.toBeInTheDocument();
    expect(screen.getByTestId("plan-ends")).toHaveTextContent("December 23, 2026 · then Free");
  });

  it("says the page could not be fetched when the data is missing", async () => {
    renderPage(userWithRole("ADMIN"), clientAnswering(null, true));
    expect(
      await screen.findByText(
        "There was an error fetching this page. Please check the link and retry.",
      ),
    ).toBeInTheDocument();
  });
});
