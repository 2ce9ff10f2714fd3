import {
  Box,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconLogout, IconPencil } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "urql";
import { AppHeader } from "../../components/AppHeader";
import { OrganizationQuery } from "../../graphql/documents/organization";
import { useCurrentUser } from "../../lib/current-user";
import { useSignOut } from "../../lib/use-sign-out";
import { rememberLastWorkspace } from "../../lib/workspace-choice";

export const PAGE_LOAD_ERROR = "There was an error getting this page. Please retry.";

/** /files/:organizationId/recent: the workspace home (a first version until the dashboard lands). */
export function RecentPage() {
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const signOut = useSignOut();
  const [{ data, error, fetching }] = useQuery({
    query: OrganizationQuery,
    variables: { id: organizationId },
  });
  const organization = data?.organization;

  // The root redirector comes back here next time.
  useEffect(() => {
    if (organization) rememberLastWorkspace(user.id, organization.id);
  }, [organization, user.id]);

  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader>
        {organization && (
          <>
            <Divider orientation="vertical" h={20} style={{ alignSelf: "center" }} />
            <Text fw={500} truncate>
              {organization.name}
            </Text>
          </>
        )}
      </AppHeader>
      <Container size="lg" py={40} component="main">
        {fetching && !data ? (
          <Center py={80}>
            <Loader size="sm" />
          </Center>
        ) : error || !organization ? (
          <Stack align="center" gap="md" py={80} role="alert">
            <Text>{PAGE_LOAD_ERROR}</Text>
            <Button component={Link} to="/" variant="default">
              Go back
            </Button>
          </Stack>
        ) : (
          <Stack gap="xl">
            <Group justify="space-between" align="flex-end">
              <Stack gap={4}>
                <Text fz="sm" c="dimmed">
                  Workspace
                </Text>
                <Title order={1}>{organization.name}</Title>
              </Stack>
              <Button
                variant="default"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={() => void signOut()}
              >
                Sign out
              </Button>
            </Group>
            <Paper withBorder radius="lg" p={48}>
              <Stack align="center" gap="sm" ta="center">
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                  <IconPencil size={24} stroke={1.6} />
                </ThemeIcon>
                <Title order={2} fz="h3">
                  Your files will appear here
                </Title>
                <Text c="dimmed" maw={420}>
                  Recent drawings and all the files of this workspace are coming soon.
                </Text>
              </Stack>
            </Paper>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
