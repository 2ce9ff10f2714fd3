import { DRAFTS_TITLE } from "@contour/core";
import { useParams } from "react-router";
import { useQuery } from "urql";
import { DraftsTrashQuery, TeamTrashQuery } from "../../../graphql/documents/trash";
import { errorText } from "../../../lib/error-message";
import { DashboardShell } from "../layout/DashboardShell";
import { PageError } from "../layout/PageError";
import { PageLoader } from "../layout/PageLoader";
import { TrashView } from "./TrashView";
import { TRASH_PAGE_SIZE } from "./trash-scope";
import { TRASH_TEXT } from "./trash-texts";

// A Trash changes with every delete anywhere: always read from the server.
const FRESH = { requestPolicy: "cache-and-network" } as const;

/** files/team/:teamId/trash: what the team's members deleted, for 30 days. */
export function TeamTrashPage() {
  const { teamId = "" } = useParams();
  const [{ data, error }, refetch] = useQuery({
    query: TeamTrashQuery,
    variables: { teamId, first: TRASH_PAGE_SIZE },
    ...FRESH,
  });
  const team = data?.team;
  const trash = data?.teamTrash;
  return (
    <DashboardShell organizationId={team?.organization.id} title={TRASH_TEXT.title}>
      {team && trash ? (
        <TrashView
          // Another team's Trash starts afresh: no selection, no later pages of this one.
          key={teamId}
          organizationId={team.organization.id}
          scope={{ teamId }}
          placeName={team.name}
          trash={trash}
          onChanged={() => refetch({ requestPolicy: "network-only" })}
        />
      ) : error ? (
        <PageError message={errorText(error)} />
      ) : (
        <PageLoader />
      )}
    </DashboardShell>
  );
}

/** files/organization/:organizationId/trash: what the viewer deleted from their drafts. */
export function DraftsTrashPage() {
  const { organizationId = "" } = useParams();
  const [{ data, error }, refetch] = useQuery({
    query: DraftsTrashQuery,
    variables: { organizationId, first: TRASH_PAGE_SIZE },
    ...FRESH,
  });
  return (
    <DashboardShell organizationId={organizationId} title={TRASH_TEXT.title}>
      {data?.draftsTrash ? (
        <TrashView
          organizationId={organizationId}
          scope={{ organizationId }}
          placeName={DRAFTS_TITLE}
          trash={data.draftsTrash}
          onChanged={() => refetch({ requestPolicy: "network-only" })}
        />
      ) : error ? (
        <PageError message={errorText(error)} />
      ) : (
        <PageLoader />
      )}
    </DashboardShell>
  );
}
