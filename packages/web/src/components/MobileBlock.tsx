import { Anchor, Center, Stack, Text, Title } from "@mantine/core";
import { LogoMark } from "./Logo";

export const MOBILE_BLOCK_TEXTS = {
  title: "Contour is not supported on mobile",
  body: "We're working on mobile support. In the meantime, please open Contour on a tablet or a computer.",
  link: "Back to the home page",
} as const;

/** All a phone-sized window shows (spec files-and-auth §1). */
export function MobileBlock() {
  return (
    <Center mih="100dvh" p="xl" component="main">
      <Stack align="center" gap="md" ta="center" maw={340}>
        <LogoMark size={40} />
        <Title order={1} fz="h2">
          {MOBILE_BLOCK_TEXTS.title}
        </Title>
        <Text c="dimmed">{MOBILE_BLOCK_TEXTS.body}</Text>
        {/* A plain link: the landing page lives outside this app's router. */}
        <Anchor href="/" fw={500}>
          {MOBILE_BLOCK_TEXTS.link}
        </Anchor>
      </Stack>
    </Center>
  );
}
