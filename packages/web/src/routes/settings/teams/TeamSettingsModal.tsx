import type { Membership } from "@contour/core";
import { Badge, Divider, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useQuery } from "urql";
import { TeamDetailQuery } from "../../../graphql/documents/teams";
import { errorText } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";
import { abilitiesOf } from "../../../lib/team-abilities";
import { TeamMembersSection } from "./TeamMembersSection";
import { TeamNameForm } from "./TeamNameForm";
import { TeamStateSection } from "./TeamStateSection";
import { TeamVisibilityControl } from "./TeamVisibilityControl";
import { teamsPaths } from "./teams-paths";

/**
 * teams/{teamId}/settings (§2): the team's name, visibility, members and invites, archive and
 * delete. Everyone who sees the team may look; the controls are those core's team rule allows
 * (admins; an archived team only restores or deletes), and the server refuses the rest anyway.
 */
export function TeamSettingsModal({ membership }: { membership: Membership | null }) {
  const { organizationId = "", teamId = "" } = useParams();
  const navigate = useNavigate();
  const paths = teamsPaths(organizationId);
  const [{ data, error, fetching }] = useQuery({
    query: TeamDetailQuery,
    variables: { id: teamId },
  });
  const team = data?.team;
  // The team and the viewer's role load side by side; the controls wait for both.
  const abilities =
    team &&
    membership &&
    abilitiesOf(membership, { ...team, joined: team.currentUserRelation === "JOINED" });
  const close = () => navigate(paths.list);

  // A team that is gone (deleted, or hidden after leaving it) closes the dialog.
  useEffect(() => {
    if (error && !team) {
      notifyError(errorText(error));
      navigate(paths.list, { replace: true });
    }
  }, [error, team, navigate, paths.list]);

  return (
    <Modal
      opened
      onClose={close}
      title={
        <Group gap="xs">
          <Text fw={600}>Team settings</Text>
          {team?.archived && (
            <Badge variant="light" color="gray" size="sm">
              Archived
            </Badge>
          )}
        </Group>
      }
      size="lg"
      centered
      radius="md"
    >
      {(!team || !membership) && fetching && <Loader size="sm" aria-label="Loading team" />}
      {team && abilities && (
        <Stack gap="lg">
          {abilities.rename ? (
            <TeamNameForm team={team} />
          ) : (
            <Text fw={600} fz="lg">
              {team.name}
            </Text>
          )}
          {abilities.changeVisibility && <TeamVisibilityControl team={team} />}
          <Divider />
          <TeamMembersSection team={team} abilities={abilities} organizationId={organizationId} />
          {(abilities.archive || abilities.restore || abilities.delete) && (
            <>
              <Divider />
              <TeamStateSection team={team} abilities={abilities} organizationId={organizationId} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
