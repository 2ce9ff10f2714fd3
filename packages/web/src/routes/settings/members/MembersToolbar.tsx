import {
  MEMBER_SORTS,
  type MemberRoleFilter,
  type MemberSort,
  type MemberStatusFilter,
} from "@contour/core";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { IconDownload, IconSearch, IconUserPlus } from "@tabler/icons-react";

const ROLE_FILTERS: { value: MemberRoleFilter; label: string }[] = [
  { value: "ALL", label: "All roles" },
  { value: "ADMIN", label: "Admin" },
  { value: "EDITOR", label: "Editor" },
  { value: "VIEWER", label: "Viewer" },
];

const STATUS_FILTERS: { value: MemberStatusFilter; label: string }[] = [
  { value: "all", label: "All users" },
  { value: "joined", label: "Joined" },
  { value: "pending", label: "Pending" },
];

/** A select whose value is one of a known list: the typed value, or nothing for anything else. */
function pick<T extends string>(options: readonly { value: T }[], value: string | null) {
  return options.find((option) => option.value === value)?.value;
}

export interface MembersToolbarProps {
  search: string;
  onSearchChange: (text: string) => void;
  role: MemberRoleFilter;
  onRoleChange: (role: MemberRoleFilter) => void;
  status: MemberStatusFilter;
  onStatusChange: (status: MemberStatusFilter) => void;
  sort: MemberSort;
  onSortChange: (sort: MemberSort) => void;
  onExport: () => void;
  /** Shown to admins only. */
  onInvite: (() => void) | null;
}

/** Search, filters, sort, export and invite, above the list (workspace-admin §2). */
export function MembersToolbar(props: MembersToolbarProps) {
  const icon = { size: 16, stroke: 1.7 } as const;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label="Search members"
          placeholder="Search by name or email"
          leftSection={<IconSearch {...icon} />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          w={240}
        />
        <Select
          label="Role"
          data={ROLE_FILTERS}
          value={props.role}
          allowDeselect={false}
          w={130}
          onChange={(value) => {
            const role = pick(ROLE_FILTERS, value);
            if (role) props.onRoleChange(role);
          }}
        />
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={props.status}
          allowDeselect={false}
          w={130}
          onChange={(value) => {
            const status = pick(STATUS_FILTERS, value);
            if (status) props.onStatusChange(status);
          }}
        />
        <Select
          label="Sort by"
          data={MEMBER_SORTS.map((option) => ({ ...option }))}
          value={props.sort}
          allowDeselect={false}
          w={220}
          onChange={(value) => {
            const sort = pick(MEMBER_SORTS, value);
            if (sort) props.onSortChange(sort);
          }}
        />
      </Group>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDownload {...icon} />} onClick={props.onExport}>
          Export CSV
        </Button>
        {props.onInvite && (
          <Button leftSection={<IconUserPlus {...icon} />} onClick={props.onInvite}>
            Invite members
          </Button>
        )}
      </Group>
    </Group>
  );
}
