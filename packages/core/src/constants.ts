export const PRODUCT_NAME = "Contour";

export const MOBILE_MAX_WIDTH = 480;
export const CAROUSEL_MIN_WIDTH = 768;
export const CAROUSEL_INTERVAL_MS = 5000;

/** One-time token lifetimes (issue 2). */
export const TOKEN_TTL_MS = {
  register: 24 * 60 * 60 * 1000,
  passwordReset: 30 * 60 * 1000,
  accountDeletion: 15 * 60 * 1000,
} as const;

export const STORAGE_KEYS = {
  authToken: "contour.authToken",
  stylusDetected: "contour.stylusDetected",
  recentSort: "contour.recentSort",
  lastWorkspace: (userId: string) => `contour.lastWorkspace.${userId}`,
  redirectAfterLogin: "contour.redirectAfterLogin",
} as const;

/** The default name the creation wizard offers (spec workspace-admin §4). */
export function defaultWorkspaceName(userName: string): string {
  return `${userName}'s Workspace`;
}
