import type { TeamAbilities } from "@contour/core";
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconLock,
  IconSettings,
  IconUsersGroup,
} from "@tabler/icons-react";
import { Link } from "react-router";
import type { TeamListItem } from "../../../graphql/documents/teams";
import classes from "./TeamsPage.module.css";
import { VISIBILITY_LABEL } from "./teams-text";

/**
 * One team of the Teams page (§2): badges for archived and visibility, the viewer's relation, and
 * what core's team rule lets them do (`abilities`): join a public team or one that invited them,
 * leave one they joined unless it is the global team, open its settings; admins archive or
 * restore a team from here too. An archived team offers neither Join nor Leave.
 */
export function TeamRow({
  team,
  abilities,
  settingsPath,
  busy,
  onJoin,
  onLeave,
  onSetArchived,
}: {
  team: TeamListItem;
  abilities: TeamAbilities;
  settingsPath: string;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
  onSetArchived: (archived: boolean) => void;
}) {
  const members = team.usersOnTeamsByTeamId.totalCount;
  const relation = team.currentUserRelation;
  return (
    <li className={classes.row} data-archived={team.archived || undefined} aria-label={team.name}>
      <Stack gap={4} className={classes.rowText}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {team.name}
          </Text>
          {team.archived && (
            <Badge variant="light" color="gray" size="sm">
              Archived
            </Badge>
          )}
          {relation === "INVITED" && (
            <Badge variant="light" color="yellow" size="sm">
              Pending invite
            </Badge>
          )}
        </Group>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4} wrap="nowrap">
            {team.publicInOrganization ? (
              <IconUsersGroup size={14} aria-hidden />
            ) : (
              <IconLock size={14} aria-hidden />
            )}
            <Text fz="sm" c="dimmed">
              {team.publicInOrganization ? VISIBILITY_LABEL.public : VISIBILITY_LABEL.private}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {members === 1 ? "1 member" : `${members} members`}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {abilities.join && (
          <Button size="xs" onClick={onJoin} loading={busy}>
            Join
          </Button>
        )}
        {abilities.leave && (
          <Button size="xs" variant="default" onClick={onLeave} loading={busy}>
            Leave
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          component={Link}
          to={settingsPath}
          leftSection={<IconSettings size={14} aria-hidden />}
        >
          Settings
        </Button>
        {(team.archived ? abilities.restore : abilities.archive) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`More actions for ${team.name}`}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {team.archived ? (
                <Menu.Item
                  leftSection={<IconArchiveOff size={14} aria-hidden />}
                  onClick={() => onSetArchived(false)}
                >
                  Restore team
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconArchive size={14} aria-hidden />}
                  onClick={() => onSetArchived(true)}
                >
                  Archive team
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </li>
  );
}
