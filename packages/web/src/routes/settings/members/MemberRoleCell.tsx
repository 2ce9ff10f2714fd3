import { ORGANIZATION_ROLES, type OrganizationRole, ROLE_LABELS } from "@contour/core";
import { Select, Text } from "@mantine/core";
import type { MemberRow } from "./member-rows";

const ROLE_OPTIONS = ORGANIZATION_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The role control: a select for admins on others' rows, plain text everywhere else (§2). */
export function MemberRoleCell({
  row,
  editable,
  onChange,
}: {
  row: MemberRow;
  editable: boolean;
  onChange: (role: OrganizationRole) => void;
}) {
  if (!editable) return <Text fz="sm">{ROLE_LABELS[row.role]}</Text>;
  return (
    <Select
      aria-label={`Role of ${row.email}`}
      data={ROLE_OPTIONS}
      value={row.role}
      allowDeselect={false}
      size="xs"
      w={112}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        const role = ORGANIZATION_ROLES.find((candidate) => candidate === value);
        if (role && role !== row.role) onChange(role);
      }}
    />
  );
}
