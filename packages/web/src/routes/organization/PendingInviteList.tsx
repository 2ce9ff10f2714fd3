import { Avatar, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { PendingInvite } from "./use-pending-invites";

/** The workspaces that invited the user, each with its way in. */
export function PendingInviteList({ invites }: { invites: readonly PendingInvite[] }) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Pending invitations"
    >
      {invites.map((invite) => (
        <Paper key={invite.id} withBorder radius="md" p="sm" pl="md" component="li">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar name={invite.name} color="initials" radius="md" size={36} />
              <Text fw={500} truncate>
                {invite.name}
              </Text>
            </Group>
            <Button
              component={Link}
              to={`/organization/${invite.id}/acceptinvite`}
              variant="light"
              aria-label={`Join ${invite.name}`}
            >
              Join
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
