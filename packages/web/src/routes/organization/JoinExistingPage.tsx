import { Anchor, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { CenteredPage } from "../../components/CenteredPage";
import { EmailAddress } from "../../components/EmailAddress";
import { PageHeading } from "../../components/PageHeading";
import { UserMenu } from "../../components/UserMenu";
import { useCurrentUser } from "../../lib/current-user";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PendingInviteList } from "./PendingInviteList";
import { usePendingInvites } from "./use-pending-invites";

/** create/join_existing: the workspaces that invited this email. */
export function JoinExistingPage() {
  const user = useCurrentUser();
  useDocumentTitle("Join a workspace");
  const invites = usePendingInvites();

  return (
    <CenteredPage width={520} headerRight={<UserMenu />}>
      <Paper withBorder radius="lg" p={32}>
        <Stack gap="xl">
          <PageHeading title="Join an existing workspace">
            Invitations sent to <EmailAddress>{user.email}</EmailAddress>.
          </PageHeading>
          {invites === undefined ? (
            <Center py="md">
              <Loader size="sm" />
            </Center>
          ) : invites.length > 0 ? (
            <PendingInviteList invites={invites} />
          ) : (
            <Text c="dimmed" fz="sm">
              You have no pending invitations. Ask an admin of your workspace to invite this email.
            </Text>
          )}
          {!user.blockCreateOrganization && (
            <Anchor component={Link} to="/organization/create/name" fz="sm" ta="center">
              Create a new workspace instead
            </Anchor>
          )}
        </Stack>
      </Paper>
    </CenteredPage>
  );
}
