/** A workspace's white-label icon: its signed URL and the name it stands for. */
export interface WhiteLabel {
  iconUrl: string;
  name: string;
}

/** The icon in the logo's place, at the logo's height (workspace-admin §3 whiteLabelIconUrl). */
export function WhiteLabelIcon({ iconUrl, name, size = 28 }: WhiteLabel & { size?: number }) {
  return (
    <img
      src={iconUrl}
      alt={name}
      height={size}
      data-testid="white-label-icon"
      style={{ display: "block", maxWidth: size * 5, objectFit: "contain" }}
    />
  );
}

/** The white-label of a workspace that has an icon, else null (the Contour logo). */
export function whiteLabelOf(
  workspace: { name: string; whiteLabelIconUrl: string | null } | null | undefined,
): WhiteLabel | null {
  return workspace?.whiteLabelIconUrl
    ? { iconUrl: workspace.whiteLabelIconUrl, name: workspace.name }
    : null;
}
