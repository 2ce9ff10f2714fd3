import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import {
  DeleteTeamMutation,
  type TeamDetail,
  UpdateTeamMutation,
} from "../../../graphql/documents/teams";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { notifyLimitError } from "../../../lib/notify-limit-error";
import { teamsPaths } from "./teams-paths";
import { TEAMS_TEXT } from "./teams-text";

/**
 * Archive or restore (plan-gated: the limit warning when the plan lacks it), and delete with a
 * confirmation (§4: it takes the team's files and cannot be undone). Never for the global team.
 */
export function TeamStateSection({
  team,
  organizationId,
}: {
  team: TeamDetail;
  organizationId: string;
}) {
  const navigate = useNavigate();
  const [updating, updateTeam] = useMutation(UpdateTeamMutation);
  const [deleting, deleteTeam] = useMutation(DeleteTeamMutation);

  async function handleArchive(archived: boolean) {
    const result = await updateTeam({ input: { id: team.id, patch: { archived } } });
    if (result.error) {
      if (!notifyLimitError(result.error, organizationId, navigate)) {
        const prefix = archived ? TEAMS_TEXT.errorArchiving : TEAMS_TEXT.errorRestoring;
        notifyError(prefixedErrorMessage(prefix, result.error));
      }
      return;
    }
    notifySuccess(archived ? TEAMS_TEXT.archived : TEAMS_TEXT.restored);
  }

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
          loading={updating.fetching}
          onClick={() => void handleArchive(!team.archived)}
        >
          {team.archived ? "Restore" : "Archive"}
        </Button>
      </Group>
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
    </Stack>
  );
}
