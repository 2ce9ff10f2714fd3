/**
 * Where "Contact support" leads. The spec opens a support chat; until one is wired in, an email
 * to support stands in for it, so every "Contact support" button points here.
 */
export const SUPPORT_URL = "mailto:support@contour.app";
