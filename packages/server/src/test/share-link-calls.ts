import type { BuiltUser } from "./factories.js";
import { dataOf, type TestServer } from "./server.js";

/** The share-link calls as the API tests make them (share-links.test.ts, share-link-socket.test.ts). */
export const LINK_FIELDS =
  "id workbenchId workbenchName creatorName createdAt expiresAt revokedAt lastOpenedAt hasPassword status token";

export interface LinkShape {
  id: string;
  workbenchId: string;
  workbenchName: string;
  creatorName: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  lastOpenedAt: string | null;
  hasPassword: boolean;
  status: "ACTIVE" | "EXPIRED" | "REVOKED";
  token: string | null;
}

export interface OpenedShape {
  passwordRequired: boolean;
  workbench: { workbenchId: string; name: string; viewToken: string } | null;
}

export function createLink(
  server: TestServer,
  user: BuiltUser,
  input: { workbenchId: string; expiresAt?: string; password?: string },
) {
  return server.gql<{ createShareLink: { link: LinkShape; token: string } }>(
    `mutation Create($input: CreateShareLinkInput!) {
      createShareLink(input: $input) { token link { ${LINK_FIELDS} } }
    }`,
    { input },
    { token: user.token },
  );
}

/** Makes a link and answers its id and token. */
export async function makeLink(
  server: TestServer,
  user: BuiltUser,
  input: { workbenchId: string; expiresAt?: string; password?: string },
): Promise<{ id: string; token: string }> {
  const { createShareLink } = dataOf(await createLink(server, user, input));
  return { id: createShareLink.link.id, token: createShareLink.token };
}

/** Opens a link as a visitor with no account (from `ip`, when given). */
export function openLink(
  server: TestServer,
  token: string,
  { password, ip }: { password?: string; ip?: string } = {},
) {
  return server.gql<{ openShareLink: OpenedShape }>(
    `mutation Open($input: OpenShareLinkInput!) {
      openShareLink(input: $input) { passwordRequired workbench { workbenchId name viewToken } }
    }`,
    { input: { token, password } },
    { ip },
  );
}

/** The view credential of an open link, as the viewer page gets it. */
export async function viewTokenOf(server: TestServer, token: string): Promise<string> {
  const opened = dataOf(await openLink(server, token)).openShareLink.workbench;
  if (!opened) throw new Error("the link asked for a password");
  return opened.viewToken;
}

export function revokeLink(server: TestServer, user: BuiltUser, id: string) {
  return server.gql<{ revokeShareLink: LinkShape }>(
    `mutation Revoke($input: RevokeShareLinkInput!) {
      revokeShareLink(input: $input) { ${LINK_FIELDS} }
    }`,
    { input: { id } },
    { token: user.token },
  );
}

export function setWorkspaceSharing(
  server: TestServer,
  user: BuiltUser,
  organizationId: string,
  shareLinksEnabled: boolean,
) {
  return server.gql(
    `mutation Switch($input: UpdateOrganizationSharingInput!) {
      updateOrganizationSharing(input: $input) { shareLinksEnabled deploymentEnabled }
    }`,
    { input: { organizationId, shareLinksEnabled } },
    { token: user.token },
  );
}
