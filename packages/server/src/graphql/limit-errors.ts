import { GraphQLError } from "graphql";

/**
 * Refusals of work over a safety limit (docs/security.md). They carry graphql-yoga's
 * `extensions.http`, which sets the HTTP status of a GraphQL response and which
 * http/api-errors.ts maps for the REST routes; yoga does not show it to clients.
 */

/** Too large to do at all: BAD_USER_INPUT, HTTP 413, with a message that says the limit. */
export function overLimit(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: "BAD_USER_INPUT", http: { status: 413 } },
  });
}

/** Not now: the server's share for this kind of work is taken. HTTP 503 with Retry-After. */
export function serverBusy(message: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: "SERVER_BUSY",
      http: { status: 503, headers: { "retry-after": String(retryAfterSeconds) } },
    },
  });
}
