import { Avatar } from "@mantine/core";

/** A workspace's uploaded logo, or its initial on a tinted square when it has none. */
export function WorkspaceLogo({
  name,
  logoUrl,
  size = 40,
}: {
  name: string;
  logoUrl: string | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      src={logoUrl ?? null}
      alt={logoUrl ? `${name} logo` : undefined}
      size={size}
      radius="md"
      color="indigo"
      variant="light"
      data-testid="workspace-logo"
    >
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
