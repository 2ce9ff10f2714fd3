import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconPlus, IconSelector } from "@tabler/icons-react";
import { Link } from "react-router";
import { WorkspaceLogo } from "../../../components/WorkspaceLogo";
import { useCurrentUser } from "../../../lib/current-user";
import { filesPath } from "../paths";

/**
 * The sidebar's workspace name, which opens the user's other workspaces (and "Create a
 * workspace" where creation is allowed): a user in several workspaces switches here, not by
 * editing the address.
 */
export function WorkspaceSwitcher({
  organization,
}: {
  organization: { id: string; name: string; logoUrl: string | null };
}) {
  const user = useCurrentUser();
  const workspaces = user.organizations.edges.map((edge) => edge.node);

  return (
    <Menu position="bottom-start" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`${organization.name}: switch workspace`} px="sm" py="xs">
          <Group gap="xs" wrap="nowrap">
            <WorkspaceLogo name={organization.name} logoUrl={organization.logoUrl} size={28} />
            <Text fw={600} truncate data-testid="sidebar-workspace-name">
              {organization.name}
            </Text>
            <IconSelector size={14} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Workspaces</Menu.Label>
        {workspaces.map((workspace) => (
          <Menu.Item
            key={workspace.id}
            component={Link}
            to={filesPath.home(workspace.id)}
            leftSection={
              <WorkspaceLogo name={workspace.name} logoUrl={workspace.logoUrl} size={22} />
            }
            rightSection={
              workspace.id === organization.id ? <IconCheck size={14} aria-hidden /> : null
            }
            aria-current={workspace.id === organization.id ? "true" : undefined}
          >
            {workspace.name}
          </Menu.Item>
        ))}
        {!user.blockCreateOrganization && (
          <>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to="/organization/create/name"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              Create a workspace
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
