import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { FILES_TEXT } from "../texts";

/** A page that failed to load, with the way back to the dashboard (spec §8.1). */
export function PageError({ message = FILES_TEXT.pageLoadError }: { message?: string }) {
  return (
    <Stack align="center" gap="md" py={80} role="alert">
      <Text>{message}</Text>
      <Button component={Link} to="/" variant="default">
        {FILES_TEXT.goBack}
      </Button>
    </Stack>
  );
}
