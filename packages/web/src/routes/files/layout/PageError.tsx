import { Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FILES_TEXT } from "../texts";

/**
 * A page that failed to load, with the way back to the dashboard (spec §8.1) and, when there is
 * one, the way to fix it (`action`, shown first).
 */
export function PageError({
  message = FILES_TEXT.pageLoadError,
  action,
}: {
  message?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="md" py={80} role="alert">
      <Text>{message}</Text>
      <Group gap="sm">
        {action}
        <Button component={Link} to="/" variant="default">
          {FILES_TEXT.goBack}
        </Button>
      </Group>
    </Stack>
  );
}
