import { ADMIN_PAGE_SIZE } from "@contour/core";
import { Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { useQuery } from "urql";
import { AdminUsersQuery } from "../../../graphql/documents/admin-users";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { SettingsPage } from "../../settings/SettingsPage";
import { AdminList, useAdminListSearch } from "../AdminList";
import { UserBadges } from "./UserBadges";

/** /admin/users: every account, newest first, searched by name or email. */
export function UsersPage() {
  const search = useAdminListSearch();
  const [{ data, error, fetching }] = useQuery({
    query: AdminUsersQuery,
    variables: { search: search.term, first: ADMIN_PAGE_SIZE, after: search.after },
    requestPolicy: "cache-and-network",
  });

  return (
    <SettingsPage title="Users" description="Every account of this deployment." wide>
      <AdminList
        search={search}
        label="Search users"
        placeholder="Search by name or email"
        nouns={["user", "users"]}
        error={error}
        fetching={fetching}
        page={data?.adminUsers}
        columns={["Name", "Email", "Status", "Created", "Last active"]}
        row={(user) => (
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
        )}
      />
    </SettingsPage>
  );
}
