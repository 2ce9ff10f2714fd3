import type { OrganizationRole } from "@contour/core";
import { Badge, Checkbox, Stack, Table, Text } from "@mantine/core";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { MemberRoleCell } from "./MemberRoleCell";
import { MemberRowMenu } from "./MemberRowMenu";
import classes from "./MembersTable.module.css";
import type { MemberRow } from "./member-rows";

export interface MembersTableProps {
  rows: readonly MemberRow[];
  currentUserId: string;
  isAdmin: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (keys: Set<string>) => void;
  onRoleChange: (row: MemberRow, role: OrganizationRole) => void;
  onCopy: (row: MemberRow) => void;
  onRemove: (row: MemberRow) => void;
  onLeave: () => void;
}

/** The members and invites, one row each, with selection, role and actions. */
export function MembersTable({
  rows,
  currentUserId,
  isAdmin,
  selected,
  onSelectedChange,
  onRoleChange,
  onCopy,
  onRemove,
  onLeave,
}: MembersTableProps) {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.key));
  const someSelected = rows.some((row) => selected.has(row.key));

  function toggle(key: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onSelectedChange(next);
  }

  return (
    // A visible scrollbar where the table is wider than the page (tablets), and the row actions
    // pinned to the right edge so they never hide behind the scroll.
    <Table.ScrollContainer minWidth={760} scrollAreaProps={{ type: "auto" }}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Members and invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={(event) =>
                  onSelectedChange(
                    event.currentTarget.checked ? new Set(rows.map((row) => row.key)) : new Set(),
                  )
                }
              />
            </Table.Th>
            <Table.Th>Member</Table.Th>
            <Table.Th w={136}>Role</Table.Th>
            <Table.Th w={100}>Status</Table.Th>
            <Table.Th w={160}>Date added</Table.Th>
            <Table.Th w={140}>Last active</Table.Th>
            <Table.Th w={48} aria-label="Actions" className={classes.actions} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isSelf = row.userId === currentUserId;
            return (
              <Table.Tr key={row.key} bg={selected.has(row.key) ? "blue.0" : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${row.email}`}
                    checked={selected.has(row.key)}
                    onChange={(event) => toggle(row.key, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text fz="sm" fw={500}>
                      {row.name || row.email}
                      {isSelf && (
                        <Text span c="dimmed" fz="sm" fw={400}>
                          {" "}
                          (you)
                        </Text>
                      )}
                    </Text>
                    {row.name && (
                      <Text fz="xs" c="dimmed">
                        {row.email}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <MemberRoleCell
                    row={row}
                    editable={isAdmin && !isSelf}
                    onChange={(role) => onRoleChange(row, role)}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={row.status === "joined" ? "teal" : "yellow"}
                    radius="sm"
                  >
                    {row.status === "joined" ? "Joined" : "Pending"}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{formatLongDate(row.dateAdded)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" c={row.lastActive ? undefined : "dimmed"}>
                    {row.lastActive
                      ? formatAgo(row.lastActive)
                      : row.status === "pending"
                        ? "—"
                        : "Never"}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.actions}>
                  <MemberRowMenu
                    row={row}
                    isSelf={isSelf}
                    canRemove={isAdmin}
                    onCopy={() => onCopy(row)}
                    onRemove={() => onRemove(row)}
                    onLeave={onLeave}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
