import { Badge, Paper, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import type { AdminOrganizationDetail } from "../../../graphql/documents/admin";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { SettingsSection } from "../../settings/SettingsPage";

/** Who is in the workspace, admins first. */
export function MembersSection({ members }: { members: AdminOrganizationDetail["members"] }) {
  return (
    <SettingsSection title="Members">
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th>Last active</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.userId}>
                <Table.Td>
                  <Text
                    component={Link}
                    to={`/admin/users/${member.userId}`}
                    fz="sm"
                    fw={500}
                    c="blue.7"
                  >
                    {member.name || member.email}
                  </Text>
                </Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={member.role === "VIEWER" ? "gray" : "blue"}>
                    {member.role}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatLongDate(member.joinedAt)}</Table.Td>
                <Table.Td>{member.lastActive ? formatAgo(member.lastActive) : "Never"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </SettingsSection>
  );
}
