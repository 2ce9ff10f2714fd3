import { Anchor, Badge, Group, Loader, Paper, Table, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useQuery } from "urql";
import { AdminUserFragment, AdminUserQuery } from "../../../graphql/documents/admin-users";
import { readFragment } from "../../../graphql/graphql";
import { errorText } from "../../../lib/error-message";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { SettingsPage, SettingsSection } from "../../settings/SettingsPage";
import { AccessSection } from "./AccessSection";
import { SessionsSection } from "./SessionsSection";
import { StaffActionsSection } from "./StaffActionsSection";
import { UserBadges } from "./UserBadges";

/** /admin/users/{id}: an account's access, workspaces, sessions and what staff did to it. */
export function UserPage() {
  const { userId = "" } = useParams();
  const [{ data, error, fetching }] = useQuery({
    query: AdminUserQuery,
    variables: { id: userId },
    requestPolicy: "cache-and-network",
  });
  const user = data ? readFragment(AdminUserFragment, data.adminUser) : null;
  if (!user) {
    return (
      <SettingsPage title="User">
        {fetching ? <Loader size="sm" /> : <Text c="red.7">{errorText(error)}</Text>}
      </SettingsPage>
    );
  }
  const lastActive = user.lastActive ? formatAgo(user.lastActive) : "never";
  return (
    <SettingsPage
      title={user.name || user.email}
      description={`${user.email} · joined ${formatLongDate(user.createdAt)} · last active ${lastActive}`}
      wide
    >
      <Group justify="space-between">
        <Anchor component={Link} to="/admin/users" fz="sm">
          All users
        </Anchor>
        <UserBadges user={user} />
      </Group>
      <AccessSection user={user} />
      <SettingsSection title="Workspaces">
        {user.workspaces.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Not a member of any workspace.
          </Text>
        ) : (
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Plan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.workspaces.map((workspace) => (
                  <Table.Tr key={workspace.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/workspaces/${workspace.id}`} fz="sm">
                        {workspace.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={workspace.role === "VIEWER" ? "gray" : "blue"}>
                        {workspace.role}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{workspace.subscriptionPlan}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </SettingsSection>
      <SessionsSection user={user} />
      <StaffActionsSection
        entries={user.staffActions}
        empty="Staff have not changed this account."
      />
    </SettingsPage>
  );
}
