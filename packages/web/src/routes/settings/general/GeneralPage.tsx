import { can, canManageWorkspaceApiTokens, type Membership } from "@contour/core";
import { Loader, Text } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { useQuery } from "urql";
import { OrganizationSettingsQuery } from "../../../graphql/documents/organization-settings";
import { useCurrentUser } from "../../../lib/current-user";
import { errorText } from "../../../lib/error-message";
import { WorkspaceApiTokensSection } from "../api-tokens/WorkspaceApiTokensSection";
import { SettingsPage } from "../SettingsPage";
import { CommentSettingsSection } from "./CommentSettingsSection";
import { type DeleteWorkspaceAccess, DeleteWorkspaceSection } from "./DeleteWorkspaceSection";
import { WhiteLabelSection } from "./WhiteLabelSection";
import { WorkspaceDetailsSection } from "./WorkspaceDetailsSection";

function deleteAccess(membership: Membership, manualSubscription: boolean): DeleteWorkspaceAccess {
  if (!can(membership, "deleteOrganization")) return "notAdmin";
  return manualSubscription ? "manualSubscription" : "admin";
}

/** /settings/organization/{id}/general (spec workspace-admin §2, General page). */
export function GeneralPage() {
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const isMember = user.organizations.edges.some((edge) => edge.node.id === organizationId);
  const [{ data, error, fetching }] = useQuery({
    query: OrganizationSettingsQuery,
    variables: { id: organizationId },
    pause: !isMember,
  });

  // No workspace of the user's in the URL: the root redirector picks one (or the wizard).
  if (!isMember) return <Navigate to="/" replace />;
  const organization = data?.organization;
  if (!organization) {
    return (
      <SettingsPage title="General">
        {fetching ? <Loader size="sm" /> : <Text c="red.7">{errorText(error)}</Text>}
      </SettingsPage>
    );
  }
  const membership = { role: organization.currentUserRole, isAdmin: user.isAdmin };
  return (
    <SettingsPage title="General" description="Your workspace's name and logo.">
      <WorkspaceDetailsSection
        // A new key when the saved name changes, so the form starts from it.
        key={organization.name}
        organization={organization}
        canEdit={can(membership, "manageOrganization")}
      />
      {can(membership, "manageOrganization") && (
        <CommentSettingsSection
          organizationId={organization.id}
          viewersMayComment={organization.viewersMayComment}
        />
      )}
      {organization.whiteLabelIconUrl && (
        <WhiteLabelSection name={organization.name} iconUrl={organization.whiteLabelIconUrl} />
      )}
      {canManageWorkspaceApiTokens(membership) && (
        <WorkspaceApiTokensSection organizationId={organization.id} />
      )}
      <DeleteWorkspaceSection
        organizationId={organization.id}
        access={deleteAccess(membership, organization.manualSubscription)}
      />
    </SettingsPage>
  );
}
