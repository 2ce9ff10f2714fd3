import {
  activityActionLabel,
  activityRoleChangeText,
  activityTargetLabel,
  LOG_PAGE_SIZE,
} from "@contour/core";
import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useParams } from "react-router";
import { useQuery } from "urql";
import { type ActivityLogEntry, ActivityLogsQuery } from "../../../graphql/documents/logs";
import { formatDateTime } from "../../../lib/format-date";
import { SettingsPage } from "../SettingsPage";
import { LogsError } from "./LogsError";
import { LogsPaywall } from "./LogsPaywall";
import { LogTable } from "./LogTable";
import { isPlanRefusal } from "./log-features";
import { pageOffset } from "./log-pages";

/**
 * A change in words: "Plan: PRO (Sam Staff, Contour staff)" by staff, or "Domain verified:
 * acme.com" by the workspace's admin (its single sign-on settings).
 */
function changeDetail({ change, staffName }: ActivityLogEntry["metadata"]): string | null {
  if (!change) return null;
  return staffName ? `${change} (${staffName}, Contour staff)` : change;
}

/** The target's kind, the name or email the row carries (or the change in words), a role change's roles. */
function TargetCell({ row }: { row: ActivityLogEntry }) {
  const detail = row.metadata.newName ?? row.metadata.email ?? changeDetail(row.metadata);
  const roles = activityRoleChangeText(row.metadata);
  return (
    <Stack gap={0}>
      <Text fz="sm">{activityTargetLabel(row.targetTable)}</Text>
      {detail && (
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      )}
      {roles && (
        <Text fz="xs" c="dimmed">
          {roles}
        </Text>
      )}
    </Stack>
  );
}

/** /settings/organization/{id}/activity (spec workspace-admin §2, Activity logs). */
export function ActivityLogsPage() {
  const { organizationId = "" } = useParams();
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useQuery({
    query: ActivityLogsQuery,
    variables: { organizationId, offset: pageOffset(page), count: LOG_PAGE_SIZE },
    requestPolicy: "cache-and-network",
  });
  const logs = data?.activityLogs;

  return (
    <SettingsPage title="Activity logs" description="List all user actions in this workspace">
      {/* Behind the paywall there is nothing to show: no empty table. */}
      {!isPlanRefusal(error) && (
        <>
          <LogsError error={error} />
          <LogTable
            label="Activity logs"
            columns={[
              { header: "Email", cell: (row) => row.userEmail },
              { header: "Date", cell: (row) => formatDateTime(row.eventDate) },
              { header: "Action", cell: (row) => activityActionLabel(row.actionType) },
              { header: "Target", cell: (row) => <TargetCell row={row} /> },
            ]}
            rows={logs?.nodes}
            totalCount={logs?.totalCount ?? 0}
            page={page}
            onPageChange={setPage}
            fetching={fetching}
            emptyText="No activity yet."
          />
        </>
      )}
      <LogsPaywall feature="activityLogs" organizationId={organizationId} error={error} />
    </SettingsPage>
  );
}
