import { CHANGELOG_PAGE_SIZE } from "@contour/core";
import {
  Alert,
  Badge,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  Typography,
} from "@mantine/core";
import { useState } from "react";
import { useQuery } from "urql";
import { ChangelogsQuery } from "../../../graphql/documents/changelog";
import { errorText } from "../../../lib/error-message";
import { formatLongDate } from "../../../lib/format-date";
import { pageCount, pageOffset } from "../logs/log-pages";
import { SettingsPage } from "../SettingsPage";

/** /settings/app/changelog (spec workspace-admin §2, Changelog page): every entry, newest first. */
export function ChangelogPage() {
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useQuery({
    query: ChangelogsQuery,
    variables: { offset: pageOffset(page, CHANGELOG_PAGE_SIZE), count: CHANGELOG_PAGE_SIZE },
  });
  const changelogs = data?.changelogs;
  const pages = pageCount(changelogs?.totalCount ?? 0, CHANGELOG_PAGE_SIZE);

  return (
    <SettingsPage title="Latest Changes" description="What's new in Contour, newest first.">
      {error && (
        <Alert color="red" variant="light">
          {errorText(error)}
        </Alert>
      )}
      {!changelogs && fetching && <Loader size="sm" aria-label="Loading" />}
      {changelogs?.nodes.length === 0 && <Text c="dimmed">No changes published yet.</Text>}
      <Stack gap="md">
        {changelogs?.nodes.map((entry, index) => (
          <Paper
            key={entry.id}
            withBorder
            radius="md"
            p="lg"
            component="article"
            aria-label={entry.title}
          >
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  {formatLongDate(entry.createdAt)}
                </Badge>
                {page === 1 && index === 0 && <Badge variant="filled">latest</Badge>}
              </Group>
              <Title order={2} fz="h3">
                {entry.title}
              </Title>
              <Typography
                fz="sm"
                // Written by Contour staff in /admin, rendered and sanitized by the server.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML, see above
                dangerouslySetInnerHTML={{ __html: entry.content }}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
      {pages > 1 && (
        <nav aria-label="Changelog pages">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </nav>
      )}
    </SettingsPage>
  );
}
