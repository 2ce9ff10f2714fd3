import { isWorkspaceAdmin } from "@contour/core";
import type { CurrentUser } from "../../graphql/documents/user";
import { chooseWorkspace, readLastWorkspace } from "../../lib/workspace-choice";

export interface SettingsWorkspace {
  id: string;
  name: string;
  isAdmin: boolean;
}

/**
 * The workspace the settings sidebar links to: the one in the URL if the user belongs to it,
 * else the one the root redirector would pick.
 */
export function settingsWorkspace(
  user: CurrentUser,
  urlOrganizationId: string | undefined,
): SettingsWorkspace | null {
  const ids = user.organizations.edges.map((edge) => edge.node.id);
  const id =
    urlOrganizationId && ids.includes(urlOrganizationId)
      ? urlOrganizationId
      : chooseWorkspace(ids, readLastWorkspace(user.id));
  const edge = user.organizations.edges.find((candidate) => candidate.node.id === id);
  if (!edge) return null;
  return {
    id: edge.node.id,
    name: edge.node.name,
    isAdmin: isWorkspaceAdmin({ role: edge.role, isAdmin: user.isAdmin }),
  };
}
