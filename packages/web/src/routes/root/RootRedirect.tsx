import { Navigate } from "react-router";
import { useCurrentUser } from "../../lib/current-user";
import { chooseWorkspace, readLastWorkspace } from "../../lib/workspace-choice";

/** `/`: the workspace last used (if still a member), else the first, else workspace creation. */
export function RootRedirect() {
  const user = useCurrentUser();
  const organizationIds = user.organizations.edges.map((edge) => edge.node.id);
  const organizationId = chooseWorkspace(organizationIds, readLastWorkspace(user.id));
  // The name step shows the "join your workspace" page instead when creation is blocked.
  if (!organizationId) return <Navigate to="/organization/create/name" replace />;
  return <Navigate to={`/files/${organizationId}/recent`} replace />;
}
