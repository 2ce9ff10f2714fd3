import type { ItemAccess } from "./access.js";
import { can, type Membership } from "./roles.js";

/** The web app's page that opens a share link: `/s/<token>`. */
export const SHARE_LINK_PATH = "/s/";
/** What a link's socket sends as its token, before the view credential (docs/api.md). */
export const SHARE_LINK_SOCKET_PREFIX = "share-link:";
/** Links a workbench may have that still work: a list, not a flood. */
export const SHARE_LINKS_PER_WORKBENCH_MAX = 50;
/** A link's password: long enough for a passphrase, short enough for argon2 to stay cheap. */
export const SHARE_LINK_PASSWORD_MAX_LENGTH = 128;

/**
 * Who may make a share link of a workbench: whoever may edit it (Editors in the teams they
 * joined, Admins), while link sharing is on in the workspace and the deployment. Viewers and
 * archived teams' files are not theirs to hand out.
 */
export function canShareWorkbench(access: ItemAccess, sharingEnabled: boolean): boolean {
  return sharingEnabled && access.canEdit;
}

/** The two switches of link sharing: staff's for the whole deployment, each workspace's own. */
export type SharingSwitch = "DEPLOYMENT" | "WORKSPACE";

/**
 * Which switch keeps links from working: the deployment's first, whatever the workspace's (its
 * Admins cannot turn that one back on); null when both are on.
 */
export function sharingOffBy(switches: {
  deployment: boolean;
  workspace: boolean;
}): SharingSwitch | null {
  if (!switches.deployment) return "DEPLOYMENT";
  return switches.workspace ? null : "WORKSPACE";
}

/** What the Share dialog and a refused createShareLink say, for the switch that is off. */
export const SHARING_OFF_TEXTS: Record<SharingSwitch, string> = {
  DEPLOYMENT: "Link sharing is turned off for the whole deployment by its administrators.",
  WORKSPACE: "Link sharing is turned off for this workspace.",
};

/** Who sees and revokes every link of a workspace, and switches link sharing: its Admins. */
export function canManageShareLinks(membership: Membership): boolean {
  return can(membership, "manageOrganization");
}

/** Who may revoke one link: its creator while they may still share the file, or an Admin. */
export function canRevokeShareLink(
  membership: Membership,
  link: { isOwn: boolean },
  access: ItemAccess,
): boolean {
  return canManageShareLinks(membership) || (link.isOwn && access.canEdit);
}

export type ShareLinkStatus = "ACTIVE" | "EXPIRED" | "REVOKED";

/** Whether a link still opens, as far as the link itself goes (the switches aside). */
export function shareLinkStatus(
  link: { expiresAt: Date | null; revokedAt: Date | null },
  now: Date,
): ShareLinkStatus {
  if (link.revokedAt !== null) return "REVOKED";
  if (link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime()) return "EXPIRED";
  return "ACTIVE";
}

/** An expiry must lie ahead: a link that never opens is a mistake, not a choice. */
export function isValidShareLinkExpiry(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}
