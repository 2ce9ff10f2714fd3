import { notifications } from "@mantine/notifications";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMIT_WARNING_MS, limitErrorAction, notifyLimitError } from "./notify-limit-error";
import { SUPPORT_URL } from "./support";

function errorWithCode(code: string): CombinedError {
  return new CombinedError({
    graphQLErrors: [
      new GraphQLError("You don't have any editor seats available", { extensions: { code } }),
    ],
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the seat-limit warning's action", () => {
  it("offers an upgrade of this workspace for the plan's limit", () => {
    expect(limitErrorAction("PLAN_LIMITATION_ERROR", "org-7")).toEqual({
      kind: "upgrade",
      label: "Upgrade workspace",
      to: "/settings/organization/org-7/subscription",
    });
  });

  it("offers support for a limit set by hand", () => {
    expect(limitErrorAction("MANUAL_LIMITATION_ERROR", "org-7")).toEqual({
      kind: "contactSupport",
      label: "Contact support",
      href: SUPPORT_URL,
    });
  });

  it("leaves every other error to the caller", () => {
    for (const code of ["NUNIQ", "CONFLICT", "FORBIDDEN", undefined]) {
      expect(limitErrorAction(code, "org-7")).toBeNull();
    }
  });
});

describe("notifyLimitError", () => {
  it("shows a 15-second warning for a seat limit and reports it handled", () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    expect(notifyLimitError(errorWithCode("PLAN_LIMITATION_ERROR"), "org-7", vi.fn())).toBe(true);
    expect(show).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ color: "yellow", autoClose: LIMIT_WARNING_MS }),
    );
    expect(LIMIT_WARNING_MS).toBe(15_000);
  });

  it("shows nothing for other errors, so the caller's own alert appears", () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    expect(notifyLimitError(errorWithCode("NUNIQ"), "org-7", vi.fn())).toBe(false);
    expect(notifyLimitError(undefined, "org-7", vi.fn())).toBe(false);
    expect(show).not.toHaveBeenCalled();
  });
});
