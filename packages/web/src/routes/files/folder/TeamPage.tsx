import { can, isOrganizationRole } from "@contour/core";
import { Button } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useQuery } from "urql";
import { TeamQuery } from "../../../graphql/documents/files";
import { useCurrentUser } from "../../../lib/current-user";
import { errorText } from "../../../lib/error-message";
import { abilitiesOf } from "../../../lib/team-abilities";
import { DashboardShell } from "../layout/DashboardShell";
import { PageError } from "../layout/PageError";
import { PageLoader } from "../layout/PageLoader";
import { filesPath } from "../paths";
import { FILES_TEXT } from "../texts";
import { FolderView, useFolder } from "./FolderView";

/** files/team/:teamId: the team's root folder, titled with the team's name (spec §2.8). */
export function TeamPage() {
  const { teamId = "" } = useParams();
  const user = useCurrentUser();
  const [teamResult] = useQuery({ query: TeamQuery, variables: { id: teamId } });
  const team = teamResult.data?.team;
  const folderResult = useFolder(team?.rootFolder.id);
  const folder = folderResult.data?.folder;
  const error = teamResult.error ?? folderResult.error;

  // Spec §6: admins invite, as core's team rule allows (never into an archived team); the global
  // team's invite is the workspace's.
  const role = team?.organization.currentUserRole;
  const membership =
    role !== undefined && isOrganizationRole(role) ? { role, isAdmin: user.isAdmin } : null;
  const mayInvite =
    team !== undefined &&
    membership !== null &&
    (team.globalInOrganization
      ? can(membership, "inviteMembers")
      : abilitiesOf(membership, { ...team, joined: team.currentUserRole !== null }).invite);
  const inviteTo =
    team &&
    (team.globalInOrganization
      ? filesPath.membersInvite(team.organization.id)
      : filesPath.teamInvite(team.organization.id, team.id));

  return (
    <DashboardShell organizationId={team?.organization.id} title={team?.name}>
      {team && folder ? (
        <FolderView
          folder={folder}
          title={team.name}
          onChanged={folderResult.refetch}
          extraActions={
            mayInvite && inviteTo ? (
              <Button
                component={Link}
                to={inviteTo}
                variant="default"
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                {FILES_TEXT.inviteMembers}
              </Button>
            ) : null
          }
        />
      ) : error ? (
        <PageError message={errorText(error)} />
      ) : (
        <PageLoader />
      )}
    </DashboardShell>
  );
}
