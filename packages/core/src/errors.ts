/** The error codes of DESIGN.md's API conventions, carried in a GraphQL error's extensions.code. */
export const ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "BAD_USER_INPUT",
  "CONFLICT",
  "NUNIQ",
  "PLAN_LIMITATION_ERROR",
  "MANUAL_LIMITATION_ERROR",
  "RATE_LIMITED",
  /** The server's share for a kind of heavy work (renders) is taken: try again shortly. */
  "SERVER_BUSY",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
