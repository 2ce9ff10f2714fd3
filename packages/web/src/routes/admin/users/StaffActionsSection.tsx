import { Paper, Table, Text } from "@mantine/core";
import { formatDateTime } from "../../../lib/format-date";
import { SettingsSection } from "../../settings/SettingsPage";

interface StaffActionEntry {
  id: string;
  staffName: string;
  detail: string;
  createdAt: string;
}

/** The staff audit trail of an account or of the deployment's settings, newest first. */
export function StaffActionsSection({
  entries,
  empty,
}: {
  entries: readonly StaffActionEntry[];
  empty: string;
}) {
  return (
    <SettingsSection title="Staff actions" description="Who at Contour changed what, newest first.">
      {entries.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {empty}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Staff actions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Staff</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.staffName}</Table.Td>
                  <Table.Td>{entry.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </SettingsSection>
  );
}
