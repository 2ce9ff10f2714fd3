import { can, type Membership, type OrganizationRole } from "@contour/core";
import { Alert, Button, Group, Loader, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, Navigate, Route, Routes, useParams } from "react-router";
import { useQuery } from "urql";
import { TeamsPageQuery } from "../../../graphql/documents/teams";
import { useCurrentUser } from "../../../lib/current-user";
import { errorText } from "../../../lib/error-message";
import { abilitiesOf } from "../../../lib/team-abilities";
import { SettingsPage } from "../SettingsPage";
import { AddMembersModal } from "./AddMembersModal";
import { CreateTeamModal } from "./CreateTeamModal";
import { JoinTeamRoute } from "./JoinTeamRoute";
import { TeamRow } from "./TeamRow";
import { TeamSettingsModal } from "./TeamSettingsModal";
import classes from "./TeamsPage.module.css";
import { teamsPaths } from "./teams-paths";
import { LIST_ARCHIVAL_TEXTS, useTeamArchival } from "./use-team-archival";
import { useTeamMembership } from "./use-team-membership";

/**
 * /settings/organization/{organizationId}/teams/* (§2 Teams page): the list, with the create,
 * settings and add-members dialogs and the auto-join route as sub-paths.
 */
export function TeamsPage() {
  const organizationId = useParams().organizationId ?? "";
  const user = useCurrentUser();
  const [{ data, error, fetching }] = useQuery({
    query: TeamsPageQuery,
    variables: { id: organizationId },
  });
  const teamMembership = useTeamMembership();
  const archival = useTeamArchival(organizationId, LIST_ARCHIVAL_TEXTS);
  const organization = data?.organization;
  const role = organization?.currentUserRole as OrganizationRole | undefined;
  const membership: Membership | null = role ? { role, isAdmin: user.isAdmin } : null;
  const canManage = membership !== null && can(membership, "manageTeams");
  const paths = teamsPaths(organizationId);

  return (
    <SettingsPage
      title="Teams"
      description="Teams group members around their own files. Join the ones you work with."
    >
      {canManage && (
        <Group justify="flex-end" mt={-16}>
          <Button
            component={Link}
            to={paths.create}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create team
          </Button>
        </Group>
      )}
      {fetching && !organization && <Loader size="sm" aria-label="Loading teams" />}
      {error && !organization && <Alert color="red">{errorText(error)}</Alert>}
      {organization && (
        <ul className={classes.list} aria-label="Teams">
          {organization.allTeams.length === 0 && (
            <Text component="li" c="dimmed" p="lg">
              No teams yet.
            </Text>
          )}
          {membership &&
            organization.allTeams.map((team) => (
              <TeamRow
                key={team.id}
                team={team}
                abilities={abilitiesOf(membership, {
                  ...team,
                  joined: team.currentUserRelation === "JOINED",
                })}
                settingsPath={paths.settings(team.id)}
                busy={teamMembership.busy}
                onJoin={() => void teamMembership.handleJoin(team.id)}
                onLeave={() => void teamMembership.handleLeave(team)}
                onSetArchived={(archived) => void archival.setArchived(team, archived)}
              />
            ))}
        </ul>
      )}
      <Routes>
        <Route index element={null} />
        <Route
          path="create"
          element={
            canManage || !organization ? <CreateTeamModal /> : <Navigate to={paths.list} replace />
          }
        />
        <Route path=":teamId/settings" element={<TeamSettingsModal membership={membership} />} />
        <Route path=":teamId/invite" element={<AddMembersModal membership={membership} />} />
        <Route path=":teamId/join" element={<JoinTeamRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </SettingsPage>
  );
}
