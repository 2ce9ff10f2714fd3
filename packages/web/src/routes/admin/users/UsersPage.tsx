import { ADMIN_PAGE_SIZE } from "@contour/core";
import { Loader, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "urql";
import { AdminUsersQuery } from "../../../graphql/documents/admin-users";
import { errorText } from "../../../lib/error-message";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { SettingsPage } from "../../settings/SettingsPage";
import { CursorPager, useCursorPages } from "../CursorPager";
import { UserBadges } from "./UserBadges";

/** /admin/users: every account, newest first, searched by name or email. */
export function UsersPage() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const pages = useCursorPages();
  const [{ data, error, fetching }] = useQuery({
    query: AdminUsersQuery,
    variables: { search: debounced, first: ADMIN_PAGE_SIZE, after: pages.after },
    requestPolicy: "cache-and-network",
  });
  const page = data?.adminUsers;

  return (
    <SettingsPage title="Users" description="Every account of this deployment." wide>
      <TextInput
        aria-label="Search users"
        placeholder="Search by name or email"
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
            {page.totalCount} {page.totalCount === 1 ? "user" : "users"}
          </Text>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last active</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.nodes.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Text component={Link} to={`/admin/users/${user.id}`} fw={500} c="blue.7">
                      {user.name || user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <UserBadges user={user} />
                  </Table.Td>
                  <Table.Td>{formatLongDate(user.createdAt)}</Table.Td>
                  <Table.Td>{user.lastActive ? formatAgo(user.lastActive) : "Never"}</Table.Td>
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
