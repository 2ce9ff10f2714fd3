import { Navigate, useParams } from "react-router";
import { DashboardShell } from "../layout/DashboardShell";
import { PageError } from "../layout/PageError";
import { PageLoader } from "../layout/PageLoader";
import { filesPath } from "../paths";
import { FolderView, useFolder } from "./FolderView";

/** files/folder/:folderId; a team's or the drafts' root folder redirects to its own page. */
export function FolderPage() {
  const { folderId = "" } = useParams();
  const { data, error, fetching, refetch } = useFolder(folderId);
  const folder = data?.folder;

  if (folder?.isTeamRootFolder && folder.rootTeam) {
    return <Navigate to={filesPath.team(folder.rootTeam.id)} replace />;
  }
  if (folder?.rootFolderOfDraftOrganizationId) {
    return <Navigate to={filesPath.drafts(folder.rootFolderOfDraftOrganizationId)} replace />;
  }
  return (
    <DashboardShell organizationId={folder?.organization.id} title={folder?.name}>
      {folder ? (
        <FolderView folder={folder} title={folder.name} onChanged={refetch} />
      ) : fetching || !error ? (
        <PageLoader />
      ) : (
        <PageError />
      )}
    </DashboardShell>
  );
}
