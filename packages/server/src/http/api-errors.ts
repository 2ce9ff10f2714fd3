import type { FastifyReply } from "fastify";
import { GraphQLError } from "graphql";

const HTTP_STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  PLAN_LIMITATION_ERROR: 403,
  MANUAL_LIMITATION_ERROR: 403,
};

/** API errors keep their text and code over plain HTTP; anything else is the server's fault. */
export function sendApiError(reply: FastifyReply, error: unknown) {
  if (error instanceof GraphQLError) {
    const code = String(error.extensions.code);
    // graphql-yoga's own field for a status of its own (graphql/limit-errors.ts).
    const http = error.extensions.http as
      | { status?: number; headers?: Record<string, string> }
      | undefined;
    if (http?.headers) reply.headers(http.headers);
    return reply
      .code(http?.status ?? HTTP_STATUS[code] ?? 400)
      .send({ error: error.message, code });
  }
  throw error;
}

/** @fastify/multipart's error when a file goes over the size limit. */
export function isTooLarge(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 413;
}
