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

/** The file dashboard (spec files-and-auth §2.9, §2.10, §4.5, §9). */
export const FILES_PAGE_SIZE = 30;
/** The most items any paginated list returns at once, whatever `first` asks. */
export const MAX_PAGE_SIZE = 100;
/**
 * The most files, and the most folders, one bulk call names (move, delete, restore, delete
 * forever); the dashboard and the Trash send a larger selection in several calls.
 */
export const MAX_BULK_ITEMS = 1000;
export const UNSEEN_CHANGELOG_COUNT = 3;
/** Access logs, activity logs and the changelog page show 10 rows a page (spec workspace-admin §9). */
export const LOG_PAGE_SIZE = 10;
export const CHANGELOG_PAGE_SIZE = 10;
export const DEFAULT_WORKBENCH_NAME = "Untitled";
/** The drafts root's title and a drafts file's location. */
export const DRAFTS_TITLE = "My files";
export const MAX_ITEM_NAME_LENGTH = 255;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** A workspace logo (spec workspace-admin §2, General): the same image types, kept small. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = THUMBNAIL_TYPES;
/** An image placed on a workbench: photos and renders are large, so more room than a logo. */
export const WORKBENCH_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const WORKBENCH_IMAGE_TYPES = THUMBNAIL_TYPES;
/**
 * The largest image an upload may hold, read from its header before anything decodes it (issue
 * 15): a side and a pixel count, as many pixels as the largest artboard (8192 x 8192, 67 MP,
 * 256 MB decoded). A small file can declare far more (a "decompression bomb").
 */
export const IMAGE_MAX_SIDE = 16_384;
export const IMAGE_MAX_PIXELS = 8192 * 8192;
/**
 * A workspace's palette (issue 17): swatches enough for a project's colour story and a few
 * greys; more would be a list nobody scans, and the panel shows them all.
 */
export const PALETTE_MAX_COLORS = 64;
/**
 * Brush presets a designer saves (issue 17): as many as a well-kept Procreate brush library a
 * member draws with; a workspace's shared ones are what a studio hands its designers, and the
 * picker shows them all.
 */
export const BRUSH_PRESETS_PER_MEMBER = 50;
export const SHARED_BRUSH_PRESETS_MAX = 100;
export const BRUSH_PRESET_NAME_MAX_LENGTH = 40;
/** Only a hint to the admin (§9); any size is accepted. */
export const LOGO_RECOMMENDED_SIZE = "256x256px";

export const STORAGE_KEYS = {
  /** Where versions before the session cookie kept the token: read once, then removed. */
  legacyAuthToken: "contour.authToken",
  /** Not a secret: written at each sign-in and sign-out so that the other tabs follow. */
  sessionChanged: "contour.sessionChanged",
  stylusDetected: "contour.stylusDetected",
  recentSort: "contour.recentSort",
  lastWorkspace: (userId: string) => `contour.lastWorkspace.${userId}`,
  /** The brush's recent colours, per account so that a shared computer keeps them apart. */
  recentColors: (userId: string) => `contour.recentColors.${userId}`,
  redirectAfterLogin: "contour.redirectAfterLogin",
} as const;

/** The default name the creation wizard offers (spec workspace-admin §4). */
export function defaultWorkspaceName(userName: string): string {
  return `${userName}'s Workspace`;
}

/** A changelog entry staff write in /admin (issue 16): a title and its Markdown. */
export const CHANGELOG_TITLE_MAX_LENGTH = 200;
export const CHANGELOG_MARKDOWN_MAX_LENGTH = 20_000;
/** /admin's lists of workspaces and users. */
export const ADMIN_PAGE_SIZE = 20;
