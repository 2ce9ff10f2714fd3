import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Link } from "react-router";

export const COMING_SOON_TEXT = "This part of Contour is coming soon. We're building it right now.";

/** The placeholder for areas not built yet: calm, honest, and one click away from somewhere useful. */
export function ComingSoonPanel({
  title,
  backTo = "/",
  backLabel = "Back to your files",
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Paper withBorder radius="lg" p={40} maw={480} w="100%" mx="auto">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl">
          <IconTools size={24} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{COMING_SOON_TEXT}</Text>
        <Anchor component={Link} to={backTo} fw={500}>
          {backLabel}
        </Anchor>
      </Stack>
    </Paper>
  );
}
