import { Button, Group, Paper, Table, Text } from "@mantine/core";
import { useMutation } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import {
  type AdminUserDetail,
  RevokeAdminUserSessionsMutation,
} from "../../../graphql/documents/admin-users";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { formatAgo, formatDateTime } from "../../../lib/format-date";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../../settings/SettingsPage";

/** Where the account is signed in, and staff's way to sign it out of one place or all. */
export function SessionsSection({ user }: { user: AdminUserDetail }) {
  const [{ fetching }, revoke] = useMutation(RevokeAdminUserSessionsMutation);

  async function handleRevoke(sessionId: string | null) {
    if (sessionId === null) {
      const confirmed = await confirmAction({
        title: "Revoke all sessions",
        message: `${user.email} will be signed out everywhere and has to sign in again.`,
        confirm: "Revoke all sessions",
        destructive: true,
      });
      if (!confirmed) return;
    }
    const result = await revoke({ input: { userId: user.id, sessionId } });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while revoking: ", result.error));
      return;
    }
    notifySuccess(sessionId === null ? "All sessions revoked" : "Session revoked");
  }

  return (
    <SettingsSection
      title="Sessions"
      description="Browsers and API clients signed in to this account, the most recently used first."
    >
      {user.sessions.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Not signed in anywhere.
        </Text>
      ) : (
        <>
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Sessions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>IP address</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.sessions.map((session) => (
                  <Table.Tr key={session.id}>
                    <Table.Td maw={320}>
                      <Text fz="sm" lineClamp={1} title={session.userAgent ?? undefined}>
                        {session.userAgent ?? "Unknown"}
                      </Text>
                    </Table.Td>
                    <Table.Td>{session.ipAddress ?? "Unknown"}</Table.Td>
                    <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
                    <Table.Td>{formatAgo(session.lastUsedAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        disabled={fetching}
                        onClick={() => void handleRevoke(session.id)}
                      >
                        Revoke
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Group>
            <Button
              variant="default"
              color="red"
              loading={fetching}
              onClick={() => void handleRevoke(null)}
            >
              Revoke all sessions
            </Button>
          </Group>
        </>
      )}
    </SettingsSection>
  );
}
