import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import type { Client } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import type { CurrentUser } from "../graphql/documents/user";
import { markSignedIn, signOutLocally } from "../lib/auth-store";
import { takeReturnUrl } from "../lib/return-url";
import { renderWithProviders } from "../test/render";
import { RequireAuth } from "./RequireAuth";

function clientAnswering(currentUser: CurrentUser | null): Client {
  const client = {
    executeQuery: () => fromValue({ data: { currentUser }, stale: false, hasNext: false }),
  };
  return client as unknown as Client;
}

function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "u1",
    name: "Ada",
    email: "ada@studio.com",
    hasName: true,
    isAdmin: false,
    blockCreateOrganization: false,
    organizations: { totalCount: 0, edges: [] },
    ...overrides,
  };
}

function renderGuarded(url: string, client: Client) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<p>Sign-in page</p>} />
      <Route path="/onboarding/profile" element={<p>Onboarding page</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/files/*" element={<p>Files page</p>} />
      </Route>
    </Routes>,
    { url, client },
  );
}

afterEach(() => markSignedIn());

describe("RequireAuth", () => {
  it("sends a visitor to /auth and remembers the full URL", async () => {
    renderGuarded("/files/o1/recent?sort=created#top", clientAnswering(null));
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(takeReturnUrl()).toBe("/files/o1/recent?sort=created#top");
  });

  it("sends a user without a name to onboarding first", async () => {
    renderGuarded("/files/o1/recent", clientAnswering(buildUser({ hasName: false })));
    expect(await screen.findByText("Onboarding page")).toBeInTheDocument();
  });

  it("shows the page to a signed-in user", async () => {
    renderGuarded("/files/o1/recent", clientAnswering(buildUser()));
    expect(await screen.findByText("Files page")).toBeInTheDocument();
  });

  it("after the user's own sign-out, remembers no page to come back to", async () => {
    signOutLocally();
    renderGuarded("/files/o1/recent", clientAnswering(null));
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(takeReturnUrl()).toBe("/");
  });
});
