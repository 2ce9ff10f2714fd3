import type { ErrorCode } from "@contour/core";
import { GraphQLError } from "graphql";

/** An error the client is meant to read: a human message and DESIGN.md's code. */
export function apiError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function fail(code: ErrorCode, message: string): never {
  throw apiError(code, message);
}
