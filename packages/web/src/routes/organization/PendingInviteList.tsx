import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { WorkspaceLogo } from "../../components/WorkspaceLogo";
import { prefixedErrorMessage } from "../../lib/error-message";
import { notifyError } from "../../lib/notify";
import { useAcceptInvite } from "./use-accept-invite";
import type { PendingInvite } from "./use-pending-invites";

const ACCEPT_ERROR = "Error while accepting invitation: ";

/**
 * The workspaces that invited the user, each joined in place: Join accepts the invite and opens
 * the workspace, or says why it could not (§8), for instance an invite withdrawn meanwhile.
 */
export function PendingInviteList({ invites }: { invites: readonly PendingInvite[] }) {
  const { acceptInvite } = useAcceptInvite();
  const [joining, setJoining] = useState<string | null>(null);

  async function handleJoin(organizationId: string) {
    setJoining(organizationId);
    const outcome = await acceptInvite(organizationId);
    if (!outcome.accepted) {
      setJoining(null);
      notifyError(prefixedErrorMessage(ACCEPT_ERROR, outcome.error));
    }
  }

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
              {/* An invite shows only the name: the logo is for members. */}
              <WorkspaceLogo name={invite.name} logoUrl={null} size={36} />
              <Text fw={500} truncate>
                {invite.name}
              </Text>
            </Group>
            <Button
              variant="light"
              aria-label={`Join ${invite.name}`}
              loading={joining === invite.id}
              disabled={joining !== null && joining !== invite.id}
              onClick={() => void handleJoin(invite.id)}
            >
              Join
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
