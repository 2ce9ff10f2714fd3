import type { TeamAbilities } from "@contour/core";
import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { DeleteTeamMutation, type TeamDetail } from "../../../graphql/documents/teams";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { teamsPaths } from "./teams-paths";
import { TEAMS_TEXT } from "./teams-text";
import { SETTINGS_ARCHIVAL_TEXTS, useTeamArchival } from "./use-team-archival";

/**
 * Archive or restore (plan-gated: the limit warning when the plan lacks it), and delete with a
 * confirmation (§4: it takes the team's files and cannot be undone), as core's team rule allows:
 * never for the global team.
 */
export function TeamStateSection({
  team,
  abilities,
  organizationId,
}: {
  team: TeamDetail;
  abilities: TeamAbilities;
  organizationId: string;
}) {
  const navigate = useNavigate();
  const archival = useTeamArchival(organizationId, SETTINGS_ARCHIVAL_TEXTS);
  const [deleting, deleteTeam] = useMutation(DeleteTeamMutation);

  async function handleDelete() {
    const result = await deleteTeam({ input: { id: team.id } });
    if (result.error) {
      notifyError(prefixedErrorMessage(TEAMS_TEXT.errorDeleting, result.error));
      return;
    }
    notifySuccess(TEAMS_TEXT.deleted);
    navigate(teamsPaths(organizationId).list);
  }

  function confirmDelete() {
    modals.openConfirmModal({
      title: `Delete ${team.name}?`,
      children: (
        <Text fz="sm">
          Every folder and file of this team will be deleted with it. This cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete team", cancel: "Cancel" },
      confirmProps: { color: "red" },
      centered: true,
      onConfirm: () => void handleDelete(),
    });
  }

  return (
    <Stack gap="sm">
      {(team.archived ? abilities.restore : abilities.archive) && (
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{team.archived ? "Restore team" : "Archive team"}</Text>
            <Text fz="sm" c="dimmed">
              {team.archived
                ? "Bring the team back to the sidebar and allow edits again."
                : "Hide the team from the sidebar. Its files stay viewable, but nobody can edit them."}
            </Text>
          </Stack>
          <Button
            variant="default"
            loading={archival.busy}
            onClick={() => void archival.setArchived(team, !team.archived)}
          >
            {team.archived ? "Restore" : "Archive"}
          </Button>
        </Group>
      )}
      {abilities.delete && (
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>Delete team</Text>
            <Text fz="sm" c="dimmed">
              Deletes the team with all its folders and files.
            </Text>
          </Stack>
          <Button color="red" variant="light" loading={deleting.fetching} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      )}
    </Stack>
  );
}
