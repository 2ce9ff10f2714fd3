import { DRAFTS_TITLE } from "@contour/core";
import { Button, NavLink, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import { IconFolder, IconHome, IconLogout, IconTrash, IconUsers } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useQuery } from "urql";
import { DashboardOrganizationQuery } from "../../../graphql/documents/files";
import { useCurrentUser } from "../../../lib/current-user";
import { useSignOut } from "../../../lib/use-sign-out";
import { rememberLastWorkspace } from "../../../lib/workspace-choice";
import { filesPath } from "../paths";
import classes from "./DashboardShell.module.css";
import { WorkspaceSwitcher } from "./WorkspaceSwitcher";

/** The workspace's name, Home, "My files" and the teams the viewer sees (spec §2.8). */
export function DashboardSidebar({ organizationId }: { organizationId: string | undefined }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [{ data }] = useQuery({
    query: DashboardOrganizationQuery,
    variables: { id: organizationId ?? "" },
    pause: !organizationId,
  });
  const organization = data?.organization;
  const user = useCurrentUser();

  // The root redirector comes back to this workspace next time.
  useEffect(() => {
    if (organization) rememberLastWorkspace(user.id, organization.id);
  }, [organization, user.id]);

  return (
    <nav className={classes.sidebar} aria-label="Files">
      {organization ? (
        <WorkspaceSwitcher organization={organization} />
      ) : organizationId ? (
        <Skeleton h={20} m="sm" w="60%" />
      ) : null}
      <ScrollArea className={classes.sidebarScroll}>
        {organizationId && (
          <Stack gap={2}>
            <NavItem
              to={filesPath.home(organizationId)}
              label="Home"
              current={pathname}
              icon={<IconHome size={18} aria-hidden />}
            />
            <NavItem
              to={filesPath.drafts(organizationId)}
              label={DRAFTS_TITLE}
              current={pathname}
              icon={<IconFolder size={18} aria-hidden />}
            />
            <NavItem
              to={filesPath.draftsTrash(organizationId)}
              label="Trash"
              current={pathname}
              active={pathname.endsWith("/trash")}
              icon={<IconTrash size={18} aria-hidden />}
            />
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
              Teams
            </Text>
            {organization?.teams.map((team) => (
              <NavItem
                key={team.id}
                to={filesPath.team(team.id)}
                label={team.name}
                current={pathname}
                icon={<IconUsers size={18} aria-hidden />}
              />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Button
        variant="subtle"
        color="gray"
        justify="flex-start"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => void signOut()}
      >
        Sign out
      </Button>
    </nav>
  );
}

function NavItem({
  to,
  label,
  current,
  icon,
  active = current === to,
}: {
  to: string;
  label: string;
  current: string;
  icon: React.ReactNode;
  /** Current for more than its own address (the Trash of every team). */
  active?: boolean;
}) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? "page" : undefined}
    />
  );
}
