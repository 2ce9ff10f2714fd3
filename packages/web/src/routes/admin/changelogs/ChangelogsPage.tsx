import { CHANGELOG_PAGE_SIZE } from "@contour/core";
import { Badge, Button, Group, Loader, Pagination, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "urql";
import { AdminChangelogsQuery } from "../../../graphql/documents/admin";
import { errorText } from "../../../lib/error-message";
import { formatLongDate } from "../../../lib/format-date";
import { SettingsPage } from "../../settings/SettingsPage";

/** /admin/changelogs: every entry, drafts first, each opening its editor. */
export function ChangelogsPage() {
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useQuery({
    query: AdminChangelogsQuery,
    variables: { offset: (page - 1) * CHANGELOG_PAGE_SIZE, count: CHANGELOG_PAGE_SIZE },
    requestPolicy: "cache-and-network",
  });
  const entries = data?.adminChangelogs;
  const pages = Math.ceil((entries?.totalCount ?? 0) / CHANGELOG_PAGE_SIZE);

  return (
    <SettingsPage
      title="Changelogs"
      description="What's new, as returning users see it in the popup and on the Changelog page."
      wide
    >
      <Group>
        <Button component={Link} to="/admin/changelogs/new" leftSection={<IconPlus size={16} />}>
          New entry
        </Button>
      </Group>
      {error && <Text c="red.7">{errorText(error)}</Text>}
      {!entries && fetching && <Loader size="sm" />}
      {entries && (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Last edited</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.nodes.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text component={Link} to={`/admin/changelogs/${entry.id}`} fw={500} c="blue.7">
                    {entry.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {entry.publishedAt ? (
                    <Badge variant="light" color="teal">
                      Published {formatLongDate(entry.publishedAt)}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      Draft
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatLongDate(entry.updatedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </SettingsPage>
  );
}
