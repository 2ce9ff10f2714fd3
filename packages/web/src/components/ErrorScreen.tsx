import { Button, Stack, Text, Title } from "@mantine/core";
import { CenteredPage } from "./CenteredPage";

/** A page-level failure with a way out: reload, since most causes are transient. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <CenteredPage>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1} fz="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </CenteredPage>
  );
}
