import type { FastifyRequest } from "fastify";
import { type ExecutionResult, GraphQLError } from "graphql";
import { isAsyncIterable, mapAsyncIterator } from "graphql-yoga";
import type { EdgePlugin } from "./edge-plugins.js";

/** Our own errors and graphql-js's (syntax, validation, variables): meant for the client. */
function isForTheClient(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isForTheClient(error.originalError);
}

/** The error behind a GraphQL error that wraps one (a resolver's throw, a database failure). */
function causeOf(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError != null
    ? causeOf(error.originalError)
    : error;
}

export const UNEXPECTED_ERROR = "Unexpected error.";

/**
 * The client sees "Unexpected error." with the request id for anything that is not an error
 * meant for it, never the text of a database or file system error; the log gets the error with
 * the same request id (Fastify's request logger carries it), so support can find one from the
 * other. Errors for the client that carry no code (graphql-js's, for a variable of the wrong
 * type) get BAD_USER_INPUT, so that every error has one.
 */
function maskResult(result: ExecutionResult, request: FastifyRequest): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) => {
    if (isForTheClient(error)) {
      if (error.extensions.code !== undefined) return error;
      return new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
      });
    }
    request.log.error({ err: causeOf(error), path: error.path }, "GraphQL: unexpected error");
    return new GraphQLError(UNEXPECTED_ERROR, {
      nodes: error.nodes,
      path: error.path,
      // Kept for Yoga's status: an unexpected error without data answers 500. Never serialized.
      originalError: error,
      extensions: { code: "INTERNAL_SERVER_ERROR", requestId: request.id },
    });
  });
  return { ...result, errors };
}

/**
 * Masks unexpected errors in every result Yoga sends, whichever step failed (parse, validation,
 * execution, Yoga's own). Replaces Yoga's own masking (`maskedErrors: false` in yoga.ts), whose
 * log line has no request id.
 */
export function useMaskedErrors(): EdgePlugin {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const mask = (one: ExecutionResult) => maskResult(one, serverContext.req);
      if (isAsyncIterable(result)) setResult(mapAsyncIterator(result, mask));
      else if (Array.isArray(result)) setResult(result.map(mask));
      else setResult(mask(result));
    },
  };
}
