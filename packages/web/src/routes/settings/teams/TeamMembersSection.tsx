import type { TeamAbilities } from "@contour/core";
import { ROLE_LABELS } from "@contour/core";
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useMutation } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import {
  DeleteTeamInviteMutation,
  RemoveUserFromTeamMutation,
  type TeamDetail,
} from "../../../graphql/documents/teams";
import { useCurrentUser } from "../../../lib/current-user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { teamErrorMessage } from "./team-error";
import { filterInvites, filterMembers } from "./team-members-filter";
import { teamsPaths } from "./teams-paths";
import { MEMBER_SEARCH_DEBOUNCE_MS, TEAMS_TEXT } from "./teams-text";

/**
 * The team's members and pending invites, searchable (debounced 200 ms, §2). Admins add members
 * and remove other members or invites (they leave from the list themselves), as core's team rule
 * allows: nobody is added to or removed from the global team (§3), nor from an archived one.
 */
export function TeamMembersSection({
  team,
  abilities,
  organizationId,
}: {
  team: TeamDetail;
  abilities: TeamAbilities;
  organizationId: string;
}) {
  const currentUser = useCurrentUser();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  const [, removeUser] = useMutation(RemoveUserFromTeamMutation);
  const [, deleteInvite] = useMutation(DeleteTeamInviteMutation);
  const members = filterMembers(team.usersOnTeamsByTeamId.nodes, debounced);
  const invites = filterInvites(team.invites.nodes, debounced);

  async function handleRemoveUser(user: { id: string; name: string; email: string }) {
    const confirmed = await confirmAction({
      title: `Remove ${user.name || user.email} from ${team.name}?`,
      message: "They lose access to the team's files unless it is open to the whole workspace.",
      confirm: "Remove",
      destructive: true,
    });
    if (!confirmed) return;
    const result = await removeUser({ input: { teamId: team.id, userId: user.id } });
    if (result.error) {
      notifyError(teamErrorMessage(TEAMS_TEXT.errorRemovingUser, result.error));
      return;
    }
    notifySuccess(TEAMS_TEXT.userRemoved);
  }

  async function handleDeleteInvite(email: string) {
    const result = await deleteInvite({ input: { teamId: team.id, email } });
    if (result.error) {
      notifyError(prefixedErrorMessage(TEAMS_TEXT.errorDeletingInvite, result.error));
      return;
    }
    notifySuccess(TEAMS_TEXT.inviteDeleted);
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Members ({team.usersOnTeamsByTeamId.totalCount})</Text>
        {abilities.invite && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={teamsPaths(organizationId).invite(team.id)}
            leftSection={<IconUserPlus size={14} aria-hidden />}
          >
            Add members
          </Button>
        )}
      </Group>
      <TextInput
        aria-label="Search members"
        placeholder="Search by name or email"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Stack gap={0} role="list" aria-label="Team members">
        {members.map(({ user, userRoleInOrganization }) => (
          <Group key={user.id} justify="space-between" py={8} role="listitem" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={500} truncate>
                {user.name || user.email}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color="gray" size="sm">
                {ROLE_LABELS[userRoleInOrganization]}
              </Badge>
              {abilities.removeMember && user.id !== currentUser.id && (
                <Tooltip label="Remove from team">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${user.email}`}
                    onClick={() => void handleRemoveUser(user)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        ))}
        {invites.map(({ email }) => (
          <Group key={email} justify="space-between" py={8} role="listitem" wrap="nowrap">
            <Text fz="sm" truncate>
              {email}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color="yellow" size="sm">
                Pending invite
              </Badge>
              {abilities.deleteInvite && (
                <Tooltip label="Delete invite">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Delete invite for ${email}`}
                    onClick={() => void handleDeleteInvite(email)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        ))}
        {members.length === 0 && invites.length === 0 && (
          <Text fz="sm" c="dimmed" py={8}>
            Nobody matches this search.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
