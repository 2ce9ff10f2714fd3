import { MESSAGES } from "@contour/core";
import type { CombinedError } from "urql";

/** The first GraphQL error's message, the "server unreachable" text, or "Unknown error". */
export function errorText(error: CombinedError | null | undefined): string {
  const first = error?.graphQLErrors[0]?.message;
  if (first) return first;
  if (error?.networkError) return MESSAGES.serverUnreachable;
  return MESSAGES.unknownError;
}

/**
 * The spec's error form: a prefix plus the first GraphQL error's message, else "Unknown error".
 * A network failure says so plainly instead: the prefix would only confuse.
 */
export function prefixedErrorMessage(
  prefix: string,
  error: CombinedError | null | undefined,
): string {
  if (error && error.graphQLErrors.length === 0 && error.networkError) {
    return MESSAGES.serverUnreachable;
  }
  return `${prefix}${errorText(error)}`;
}

/** The GraphQL error code of DESIGN.md's API conventions, when the server sent one. */
export function errorCode(error: CombinedError | null | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}
