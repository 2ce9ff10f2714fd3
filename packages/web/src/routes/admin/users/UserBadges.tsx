import { Badge, Group } from "@mantine/core";

/** Staff and Disabled, or Active: what an account is at a glance. */
export function UserBadges({ user }: { user: { isAdmin: boolean; disabledAt: string | null } }) {
  return (
    <Group gap={6}>
      {user.disabledAt ? (
        <Badge variant="light" color="red">
          Disabled
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Active
        </Badge>
      )}
      {user.isAdmin && <Badge variant="light">Staff</Badge>}
    </Group>
  );
}
