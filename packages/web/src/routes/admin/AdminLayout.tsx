import { Box, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { IconAdjustments, IconBuildingStore, IconSparkles, IconUsers } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { SidebarHeading } from "../settings/SettingsLayout";
// The same shell as Settings, so that staff find their way around it.
import classes from "../settings/SettingsLayout.module.css";

const ICON = { size: 16, stroke: 1.7 } as const;

const LINKS = [
  { label: "Changelogs", to: "/admin/changelogs", icon: <IconSparkles {...ICON} /> },
  { label: "Workspaces", to: "/admin/workspaces", icon: <IconBuildingStore {...ICON} /> },
  { label: "Users", to: "/admin/users", icon: <IconUsers {...ICON} /> },
  { label: "Settings", to: "/admin/settings", icon: <IconAdjustments {...ICON} /> },
];

/** The staff shell (/admin): back to the app, the title, and the sidebar of its areas. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className={classes.layout}>
      <nav className={classes.sidebar} aria-label="Admin">
        <ScrollArea h="100%" type="never">
          <Stack gap="lg" p="md">
            <SidebarHeading filesHome="/" title="Admin" />
            <Stack gap={2} component="section">
              <Text className={classes.sectionTitle}>Contour staff</Text>
              {LINKS.map((link) => (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={link.label}
                  leftSection={link.icon}
                  active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
                  className={classes.link}
                />
              ))}
            </Stack>
          </Stack>
        </ScrollArea>
      </nav>
      <Box component="main" className={classes.content}>
        <Outlet />
      </Box>
    </div>
  );
}
