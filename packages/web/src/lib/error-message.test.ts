import { MESSAGES } from "@contour/core";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import { errorCode, errorText, prefixedErrorMessage } from "./error-message";

const serverError = new CombinedError({
  graphQLErrors: [
    new GraphQLError("Name is too long", { extensions: { code: "BAD_USER_INPUT" } }),
    new GraphQLError("second"),
  ],
});
const networkError = new CombinedError({ networkError: new TypeError("Failed to fetch") });

describe("error messages", () => {
  it("uses the prefix and the first GraphQL error's message", () => {
    expect(prefixedErrorMessage("Error while changing name: ", serverError)).toBe(
      "Error while changing name: Name is too long",
    );
    expect(errorText(serverError)).toBe("Name is too long");
    expect(errorCode(serverError)).toBe("BAD_USER_INPUT");
  });

  it("falls back to Unknown error", () => {
    expect(prefixedErrorMessage("Error: ", undefined)).toBe("Error: Unknown error");
    expect(errorText(new CombinedError({ graphQLErrors: [] }))).toBe(MESSAGES.unknownError);
  });

  it("says the server is unreachable on a network failure, without the prefix", () => {
    expect(prefixedErrorMessage("Error: ", networkError)).toBe(MESSAGES.serverUnreachable);
    expect(errorText(networkError)).toBe(MESSAGES.serverUnreachable);
  });
});
