import {
  ActionIcon,
  Box,
  Button,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconArrowLeft,
  IconCreditCard,
  IconKey,
  IconListDetails,
  IconLogin2,
  IconSettings,
  IconShare,
  IconSparkles,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconWand,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, matchPath, Outlet, useLocation } from "react-router";
import { useCurrentUser } from "../../lib/current-user";
import classes from "./SettingsLayout.module.css";
import { settingsWorkspace } from "./settings-workspace";

interface SidebarLink {
  label: string;
  to: string;
  icon: ReactNode;
}

function SidebarSection({
  title,
  links,
  compact,
}: {
  title: string;
  links: SidebarLink[];
  compact: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="section" aria-label={compact ? title : undefined}>
      {!compact && <Text className={classes.sectionTitle}>{title}</Text>}
      {links.map((link) => {
        const item = (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={compact ? null : link.label}
            aria-label={compact ? link.label : undefined}
            leftSection={link.icon}
            active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
            className={classes.link}
          />
        );
        return compact ? (
          <Tooltip key={link.to} label={link.label} position="right">
            {item}
          </Tooltip>
        ) : (
          item
        );
      })}
    </Stack>
  );
}

const ICON = { size: 16, stroke: 1.7 } as const;

/** The settings shell of workspace-admin §2: back to files, title, and the grouped sidebar. */
export function SettingsLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const urlOrganizationId = matchPath("/settings/organization/:organizationId/*", pathname)?.params
    .organizationId;
  const workspace = settingsWorkspace(user, urlOrganizationId);
  // Tablets fold the sidebar to its icons: the Members table needs the width.
  const compact = useMediaQuery("(max-width: 1023px)") ?? false;
  const filesHome = workspace ? `/files/${workspace.id}/recent` : "/";
  const base = workspace ? `/settings/organization/${workspace.id}` : null;

  const workspaceLinks: SidebarLink[] = base
    ? [
        { label: "General", to: `${base}/general`, icon: <IconSettings {...ICON} /> },
        { label: "Members", to: `${base}/members`, icon: <IconUsers {...ICON} /> },
        { label: "Teams", to: `${base}/teams`, icon: <IconUsersGroup {...ICON} /> },
        ...(workspace?.isAdmin
          ? [
              {
                label: "Plans & Billing",
                to: `${base}/subscription`,
                icon: <IconCreditCard {...ICON} />,
              },
              { label: "Access Logs", to: `${base}/access`, icon: <IconLogin2 {...ICON} /> },
              {
                label: "Activity logs",
                to: `${base}/activity`,
                icon: <IconListDetails {...ICON} />,
              },
              { label: "Single sign-on", to: `${base}/sso`, icon: <IconKey {...ICON} /> },
              { label: "AI", to: `${base}/ai`, icon: <IconWand {...ICON} /> },
              { label: "Share links", to: `${base}/share-links`, icon: <IconShare {...ICON} /> },
            ]
          : []),
      ]
    : [];

  return (
    <div className={classes.layout}>
      <nav className={classes.sidebar} aria-label="Settings" data-compact={compact || undefined}>
        <ScrollArea h="100%" type="never">
          <Stack gap="lg" p={compact ? "xs" : "md"}>
            {compact ? (
              <Tooltip label="Back to files" position="right">
                <ActionIcon
                  component={Link}
                  to={filesHome}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label="Back to files"
                >
                  <IconArrowLeft size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : (
              <SidebarHeading filesHome={filesHome} title="Settings" />
            )}
            {workspace && (
              <SidebarSection title="Workspace" links={workspaceLinks} compact={compact} />
            )}
            <SidebarSection
              compact={compact}
              title="Account"
              links={[
                { label: "Profile", to: "/settings/account/profile", icon: <IconUser {...ICON} /> },
              ]}
            />
            <SidebarSection
              compact={compact}
              title="App"
              links={[
                {
                  label: "Changelog",
                  to: "/settings/app/changelog",
                  icon: <IconSparkles {...ICON} />,
                },
              ]}
            />
          </Stack>
        </ScrollArea>
      </nav>
      <Box component="main" className={classes.content}>
        <Outlet />
      </Box>
    </div>
  );
}

/** The top of a full sidebar (Settings, /admin): the way back to the files, then its title. */
export function SidebarHeading({ filesHome, title }: { filesHome: string; title: string }) {
  return (
    <Stack gap="sm">
      <Button
        component={Link}
        to={filesHome}
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        w="fit-content"
      >
        Back to files
      </Button>
      <Title order={1} fz="h3" px={12}>
        {title}
      </Title>
    </Stack>
  );
}
