import { SHARE_LINK_PASSWORD_MAX_LENGTH, SHARE_LINKS_PER_WORKBENCH_MAX } from "@contour/core";

/** What the share-link calls answer with, in words. */
export const SHARE_LINK_TEXTS = {
  /** The same for a token that never existed, a revoked or expired link, and sharing off. */
  ended: "This link does not work any more: it was revoked, it expired, or sharing was turned off.",
  wrongPassword: "Wrong password.",
  expiryPast: "Choose an expiry date in the future.",
  passwordTooLong: `A link's password can be at most ${SHARE_LINK_PASSWORD_MAX_LENGTH} characters.`,
  tooMany: `A file can have at most ${SHARE_LINKS_PER_WORKBENCH_MAX} share links. Revoke one to make another.`,
  sharersOnly: "Only those who can edit this file can share it.",
  linkNotFound: "This link does not exist or you cannot see it.",
  revokersOnly: "Only the link's creator or a workspace Admin can revoke it.",
  adminsOnly: "Only workspace Admins can manage share links.",
} as const;
