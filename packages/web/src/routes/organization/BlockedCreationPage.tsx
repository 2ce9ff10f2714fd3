import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { CenteredPage } from "../../components/CenteredPage";
import { EmailAddress } from "../../components/EmailAddress";
import { PageHeading } from "../../components/PageHeading";
import { UserMenu } from "../../components/UserMenu";
import { useCurrentUser } from "../../lib/current-user";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PendingInviteList } from "./PendingInviteList";
import { usePendingInvites } from "./use-pending-invites";

/** Shown instead of the wizard when this deployment blocks creating workspaces (blockCreateOrganization). */
export function BlockedCreationPage() {
  const user = useCurrentUser();
  useDocumentTitle("Join your workspace");
  const invites = usePendingInvites();

  return (
    <CenteredPage width={520} headerRight={<UserMenu />}>
      <Paper withBorder radius="lg" p={32}>
        <Stack gap="xl">
          <PageHeading title="Join your workspace to start using Contour" />
          {invites === undefined ? (
            <Center py="md">
              <Loader size="sm" />
            </Center>
          ) : invites.length > 0 ? (
            <Stack gap="sm">
              <Text fz="sm" c="dimmed">
                You've been invited to:
              </Text>
              <PendingInviteList invites={invites} />
            </Stack>
          ) : (
            <Stack gap="md">
              <Text fz="sm" c="dimmed">
                Ask an admin of your workspace to invite <EmailAddress>{user.email}</EmailAddress>.
                Then refresh this page, or open the link in the invitation email.
              </Text>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => window.location.reload()}
                w="fit-content"
              >
                Refresh
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </CenteredPage>
  );
}
