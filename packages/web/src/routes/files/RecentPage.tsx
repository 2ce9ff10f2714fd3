import { isOrganizationRole, isWorkspaceAdmin } from "@contour/core";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "urql";
import { DashboardOrganizationQuery } from "../../graphql/documents/files";
import { useCurrentUser } from "../../lib/current-user";
import { ItemsController } from "./actions/ItemsController";
import { AllFilesTable } from "./home/AllFilesTable";
import { RecentStrip } from "./home/RecentStrip";
import { DashboardShell } from "./layout/DashboardShell";
import { PageError } from "./layout/PageError";
import { PageLoader } from "./layout/PageLoader";
import { filesPath } from "./paths";
import { FILES_TEXT } from "./texts";

/** files/:organizationId/recent: the workspace's Home, Recent strip and All files (spec §2.10). */
export function RecentPage() {
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const [{ data, error, fetching }] = useQuery({
    query: DashboardOrganizationQuery,
    variables: { id: organizationId },
  });
  const organization = data?.organization;
  // A change (rename, move, delete…) reloads the Recent strip and All files.
  const [version, setVersion] = useState(0);
  const handleChanged = useCallback(() => setVersion((current) => current + 1), []);
  const role = organization?.currentUserRole;
  const isAdmin =
    role !== undefined &&
    isOrganizationRole(role) &&
    isWorkspaceAdmin({ role, isAdmin: user.isAdmin });

  return (
    <DashboardShell organizationId={organizationId} title="Home">
      {organization ? (
        <Stack gap="xl">
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <Text fz="sm" c="dimmed">
                Home
              </Text>
              <Title order={1} fz="h2">
                {organization.name}
              </Title>
            </Stack>
            {isAdmin && (
              <Button
                component={Link}
                to={filesPath.membersInvite(organization.id)}
                variant="default"
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                {FILES_TEXT.inviteMembers}
              </Button>
            )}
          </Group>
          <ItemsController organizationId={organization.id} onChanged={handleChanged}>
            <Stack gap="xl">
              <RecentStrip key={version} organizationId={organization.id} />
              <AllFilesTable organizationId={organization.id} version={version} />
            </Stack>
          </ItemsController>
        </Stack>
      ) : fetching || !error ? (
        <PageLoader />
      ) : (
        <PageError />
      )}
    </DashboardShell>
  );
}
