import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconLogout, IconSettings, IconShieldLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { useCurrentUser } from "../lib/current-user";
import { useSignOut } from "../lib/use-sign-out";

/** The signed-in user's avatar, opening their account actions. */
export function UserMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="User menu" style={{ borderRadius: "50%" }}>
          <Avatar name={user.name} color="initials" size={32} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={500} c="gray.9" truncate>
            {user.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/settings/account/profile"
          leftSection={<IconSettings size={16} />}
        >
          Settings
        </Menu.Item>
        {/* Staff only; the server refuses everyone else on every admin call anyway. */}
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} />}>
            Admin
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
