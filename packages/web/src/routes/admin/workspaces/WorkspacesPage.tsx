import { ADMIN_PAGE_SIZE } from "@contour/core";
import { Badge, Group, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { useQuery } from "urql";
import { AdminOrganizationsQuery } from "../../../graphql/documents/admin";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { SettingsPage } from "../../settings/SettingsPage";
import { AdminList, useAdminListSearch } from "../AdminList";

/** /admin/workspaces: every workspace, newest first, searched by name or a member's email. */
export function WorkspacesPage() {
  const search = useAdminListSearch();
  const [{ data, error, fetching }] = useQuery({
    query: AdminOrganizationsQuery,
    variables: { search: search.term, first: ADMIN_PAGE_SIZE, after: search.after },
    requestPolicy: "cache-and-network",
  });

  return (
    <SettingsPage title="Workspaces" description="Every workspace of this deployment." wide>
      <AdminList
        search={search}
        label="Search workspaces"
        placeholder="Search by name or a member's email"
        nouns={["workspace", "workspaces"]}
        error={error}
        fetching={fetching}
        page={data?.adminOrganizations}
        columns={["Name", "Plan", "Members", "Editors", "Created", "Last activity"]}
        row={(workspace) => (
          <Table.Tr key={workspace.id}>
            <Table.Td>
              <Text component={Link} to={`/admin/workspaces/${workspace.id}`} fw={500} c="blue.7">
                {workspace.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6}>
                <Badge variant="light">{workspace.subscriptionPlan}</Badge>
                {workspace.manualSubscription && (
                  <Badge variant="outline" color="gray">
                    manual
                  </Badge>
                )}
                {workspace.poc && (
                  <Badge variant="outline" color="orange">
                    POC
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{workspace.memberCount}</Table.Td>
            <Table.Td>{workspace.editorCount}</Table.Td>
            <Table.Td>{formatLongDate(workspace.createdAt)}</Table.Td>
            <Table.Td>
              {workspace.lastActivityAt ? formatAgo(workspace.lastActivityAt) : "Never"}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </SettingsPage>
  );
}
