import { can, type Membership } from "./roles.js";

/** Every personal access token starts with this, so that people and secret scanners know it. */
export const API_TOKEN_PREFIX = "ctr_pat_";

/** READ runs queries only; READ_WRITE runs mutations too, within the owner's role. */
export const API_TOKEN_SCOPES = ["READ", "READ_WRITE"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Readonly<Record<ApiTokenScope, string>> = {
  READ: "Read only",
  READ_WRITE: "Read and write",
};

/** A token always expires: the choices offered, in days; there is no "never". */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_DEFAULT_EXPIRY_DAYS = 30;

/** Live (neither expired nor revoked) tokens a user may hold, across their workspaces. */
export const API_TOKENS_PER_USER = 20;
export const API_TOKEN_NAME_MAX = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Name is required.",
  nameTooLong: `A token's name has at most ${API_TOKEN_NAME_MAX} characters.`,
  expiryInvalid: `A token expires after ${API_TOKEN_EXPIRY_DAYS.join(", ")} days.`,
  scopeNotAllowed: "A Viewer's token can only read.",
  tooMany: `You have ${API_TOKENS_PER_USER} tokens already. Revoke one to create another.`,
  notFound: "This token does not exist or you cannot see it.",
  notForTokens: "API tokens cannot do this. Sign in to Contour instead.",
  readOnly: "This token can only read. Create a read and write token to change things.",
  adminsOnly: "Only workspace admins see and revoke the workspace's tokens.",
  outsideWorkspace: "This does not exist or this token cannot reach it.",
} as const;

export function isApiTokenSecret(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}

export function isApiTokenExpiryDays(days: number): boolean {
  return (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days);
}

/** When a token made at `createdAt` for `days` stops working. */
export function apiTokenExpiresAt(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

/** The scopes a member may give a token: what their role can do, never more. */
export function allowedApiTokenScopes(membership: Membership): readonly ApiTokenScope[] {
  return can(membership, "editContent") ? API_TOKEN_SCOPES : ["READ"];
}

/** Whether a token of this scope may run an operation of this kind. */
export function canApiTokenRun(scope: ApiTokenScope, operation: "query" | "mutation"): boolean {
  return operation === "query" || scope === "READ_WRITE";
}

export type ApiTokenStatus = "active" | "expired" | "revoked";

export function apiTokenStatus(
  token: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): ApiTokenStatus {
  if (token.revokedAt !== null) return "revoked";
  return token.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** Who sees a workspace's tokens and revokes any of them: its Admins (owners are Admins). */
export function canManageWorkspaceApiTokens(membership: Membership): boolean {
  return can(membership, "manageOrganization");
}
