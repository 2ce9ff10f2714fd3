import type { Client } from "urql";
import { fromValue } from "wonka";
import type { CurrentUser } from "../../../graphql/documents/user";

export interface SettingsOrganization {
  id: string;
  name: string;
  logoUrl: string | null;
  currentUserRole: "ADMIN" | "EDITOR" | "VIEWER";
  manualSubscription: boolean;
  viewersMayComment: boolean;
}

/** A client whose every query answers with this organization (null: it cannot be fetched). */
export function clientAnswering(organization: SettingsOrganization | null): Client {
  const client = {
    executeQuery: () => fromValue({ data: { organization }, stale: false, hasNext: false }),
    executeMutation: () => fromValue({ data: null, stale: false, hasNext: false }),
  };
  return client as unknown as Client;
}

export function buildSettingsOrganization(
  overrides: Partial<SettingsOrganization> = {},
): SettingsOrganization {
  return {
    id: "o1",
    name: "Studio Nord",
    logoUrl: null,
    currentUserRole: "ADMIN",
    manualSubscription: false,
    viewersMayComment: false,
    ...overrides,
  };
}

/** A signed-in user belonging to the given workspaces. */
export function buildMember(
  organizations: { id: string; role: "ADMIN" | "EDITOR" | "VIEWER" }[],
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: "u1",
    name: "Ada",
    email: "ada@studio.com",
    hasName: true,
    isAdmin: false,
    blockCreateOrganization: false,
    organizations: {
      totalCount: organizations.length,
      edges: organizations.map(({ id, role }) => ({
        role,
        node: { id, name: "Studio Nord", logoUrl: null },
      })),
    },
    ...overrides,
  };
}
