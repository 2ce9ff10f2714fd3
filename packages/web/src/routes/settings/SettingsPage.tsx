import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useMatch } from "react-router";
import { useDocumentTitle, useWorkspaceName } from "../../lib/use-document-title";

/**
 * The common frame of a settings page: title, optional subtitle, then its sections. Tables (the
 * Members list) ask for the wider frame. The title names the tab too, with the workspace of a
 * workspace's settings (the admin shell's pages, which share the frame, name none).
 */
export function SettingsPage({
  title,
  description,
  wide = false,
  children,
}: {
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const organizationId = useMatch("/settings/organization/:organizationId/*")?.params
    .organizationId;
  useDocumentTitle(title, useWorkspaceName(organizationId));
  return (
    <Stack gap={32} maw={wide ? 1120 : 720}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

/** One titled block of a settings page. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
