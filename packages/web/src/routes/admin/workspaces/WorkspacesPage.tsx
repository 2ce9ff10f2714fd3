import { ADMIN_PAGE_SIZE } from "@contour/core";
import { Badge, Group, Loader, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "urql";
import { AdminOrganizationsQuery } from "../../../graphql/documents/admin";
import { errorText } from "../../../lib/error-message";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { SettingsPage } from "../../settings/SettingsPage";
import { CursorPager, useCursorPages } from "../CursorPager";

/** /admin/workspaces: every workspace, newest first, searched by name or a member's email. */
export function WorkspacesPage() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const pages = useCursorPages();
  const [{ data, error, fetching }] = useQuery({
    query: AdminOrganizationsQuery,
    variables: { search: debounced, first: ADMIN_PAGE_SIZE, after: pages.after },
    requestPolicy: "cache-and-network",
  });
  const page = data?.adminOrganizations;

  return (
    <SettingsPage title="Workspaces" description="Every workspace of this deployment." wide>
      <TextInput
        aria-label="Search workspaces"
        placeholder="Search by name or a member's email"
        leftSection={<IconSearch size={16} />}
        value={search}
        w={420}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          pages.reset();
        }}
      />
      {error && <Text c="red.7">{errorText(error)}</Text>}
      {!page && fetching && <Loader size="sm" />}
      {page && (
        <>
          <Text c="dimmed" fz="sm">
            {page.totalCount} {page.totalCount === 1 ? "workspace" : "workspaces"}
          </Text>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>Editors</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last activity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.nodes.map((workspace) => (
                <Table.Tr key={workspace.id}>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/admin/workspaces/${workspace.id}`}
                      fw={500}
                      c="blue.7"
                    >
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
              ))}
            </Table.Tbody>
          </Table>
          <CursorPager pages={pages} pageInfo={page.pageInfo} />
        </>
      )}
    </SettingsPage>
  );
}
