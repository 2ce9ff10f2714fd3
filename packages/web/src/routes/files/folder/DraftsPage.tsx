import { DRAFTS_TITLE } from "@contour/core";
import { useParams } from "react-router";
import { useQuery } from "urql";
import { DraftsFolderQuery } from "../../../graphql/documents/files";
import { errorText } from "../../../lib/error-message";
import { DashboardShell } from "../layout/DashboardShell";
import { PageError } from "../layout/PageError";
import { PageLoader } from "../layout/PageLoader";
import { FolderView, useFolder } from "./FolderView";

/** files/organization/:organizationId/drafts: the viewer's own "My files" (spec §2.8). */
export function DraftsPage() {
  const { organizationId = "" } = useParams();
  const [draftsResult] = useQuery({ query: DraftsFolderQuery, variables: { organizationId } });
  const folderResult = useFolder(draftsResult.data?.draftsFolder.id);
  const folder = folderResult.data?.folder;
  const error = draftsResult.error ?? folderResult.error;

  return (
    <DashboardShell organizationId={organizationId} title={DRAFTS_TITLE}>
      {folder ? (
        <FolderView folder={folder} title={DRAFTS_TITLE} onChanged={folderResult.refetch} />
      ) : error ? (
        <PageError message={errorText(error)} />
      ) : (
        <PageLoader />
      )}
    </DashboardShell>
  );
}
