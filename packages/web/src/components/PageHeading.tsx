import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The title-plus-one-line opening every form page shares, so they all align the same way. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={1}>{title}</Title>
      {children && (
        <Text c="dimmed" fz="sm">
          {children}
        </Text>
      )}
    </Stack>
  );
}
