import { Box, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useQuery } from "urql";
import { AppHeader } from "../../../components/AppHeader";
import { NotificationBell } from "../../../components/notifications/NotificationBell";
import { CommandPalette } from "../../../components/search/CommandPalette";
import { HeaderSearch } from "../../../components/search/HeaderSearch";
import { UserMenu } from "../../../components/UserMenu";
import { whiteLabelOf } from "../../../components/WhiteLabelIcon";
import { DashboardOrganizationQuery } from "../../../graphql/documents/files";
import { useDocumentTitle } from "../../../lib/use-document-title";
import classes from "./DashboardShell.module.css";
import { DashboardSidebar } from "./DashboardSidebar";
import { PocBanner } from "./PocBanner";
import { pocBannerState } from "./poc-banner-state";

/** Every dashboard page: the app header, the sidebar of the workspace, then the page. */
export function DashboardShell({
  organizationId,
  title,
  children,
}: {
  /** Unknown while a folder page is still loading its folder. */
  organizationId: string | undefined;
  /** The page's name in the browser's tab; unknown while it loads. */
  title: string | undefined;
  children: ReactNode;
}) {
  // The same query as the sidebar's, so one request serves both.
  const [{ data }] = useQuery({
    query: DashboardOrganizationQuery,
    variables: { id: organizationId ?? "" },
    pause: !organizationId,
  });
  const organization = data?.organization;
  useDocumentTitle(title, organization?.name);

  return (
    <Box className={classes.shell}>
      {organization && <PocBanner state={pocBannerState(organization)} />}
      <AppHeader
        actions={
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <UserMenu />
          </Group>
        }
        whiteLabel={whiteLabelOf(organization)}
      >
        {organizationId && <HeaderSearch organizationId={organizationId} />}
      </AppHeader>
      <CommandPalette organizationId={organizationId} />
      <div className={classes.body}>
        <DashboardSidebar organizationId={organizationId} />
        <Box component="main" className={classes.main}>
          {children}
        </Box>
      </div>
    </Box>
  );
}
