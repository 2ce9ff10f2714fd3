import { LOG_PAGE_SIZE } from "@contour/core";
import { TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useParams } from "react-router";
import { useQuery } from "urql";
import { AccessLogsQuery } from "../../../graphql/documents/logs";
import { formatDateTime } from "../../../lib/format-date";
import { SettingsPage } from "../SettingsPage";
import { LogsError } from "./LogsError";
import { LogsPaywall } from "./LogsPaywall";
import { LogTable } from "./LogTable";
import { isPlanRefusal } from "./log-features";
import { pageOffset } from "./log-pages";

/** The debounce of the email filter (spec workspace-admin §9). */
export const ACCESS_LOG_SEARCH_DEBOUNCE_MS = 500;

/** /settings/organization/{id}/access (spec workspace-admin §2, Access logs). */
export function AccessLogsPage() {
  const { organizationId = "" } = useParams();
  const [email, setEmail] = useState("");
  const [search] = useDebouncedValue(email.trim(), ACCESS_LOG_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts from the first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;

  const [{ data, error, fetching }] = useQuery({
    query: AccessLogsQuery,
    variables: { organizationId, offset: pageOffset(page), count: LOG_PAGE_SIZE, email: search },
    requestPolicy: "cache-and-network",
  });
  const logs = data?.accessLogs;

  return (
    <SettingsPage title="Access logs" description="List all workspace users logins">
      {/* Behind the paywall there is nothing to show: no empty table. */}
      {!isPlanRefusal(error) && (
        <>
          <TextInput
            label="Email"
            placeholder="Filter by email"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            maw={320}
          />
          <LogsError error={error} />
          <LogTable
            label="Access logs"
            columns={[
              { header: "Email", cell: (row) => row.userEmail },
              { header: "Date", cell: (row) => formatDateTime(row.eventDate) },
              { header: "IP Address", cell: (row) => row.ipAddress ?? "Unknown" },
            ]}
            rows={logs?.nodes}
            totalCount={logs?.totalCount ?? 0}
            page={page}
            onPageChange={(next) => setPaging({ search, page: next })}
            fetching={fetching}
            emptyText={search ? "No sign-ins match this email." : "No sign-ins yet."}
          />
        </>
      )}
      <LogsPaywall feature="accessLogs" organizationId={organizationId} error={error} />
    </SettingsPage>
  );
}
