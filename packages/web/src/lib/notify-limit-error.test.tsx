import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { render } from "@testing-library/react";
import { GraphQLError } from "graphql";
import type { ReactElement } from "react";
import { CombinedError } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMIT_WARNING_MS, limitErrorAction, notifyLimitError } from "./notify-limit-error";
import { SUPPORT_URL } from "./support";

function errorWithCode(
  code: string,
  message = "You don't have any editor seats available",
): CombinedError {
  return new CombinedError({
    graphQLErrors: [new GraphQLError(message, { extensions: { code } })],
  });
}

/** The warning's text as a person reads it. */
function shownText(show: ReturnType<typeof vi.spyOn>): string {
  const [options] = show.mock.calls[0] as [{ message: ReactElement }];
  render(<MantineProvider>{options.message}</MantineProvider>);
  return document.body.textContent ?? "";
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

  it("says what the plan lacks and which plan has it, for limits other than seats", () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    const teams =
      "Your workspace's plan does not include creating teams. Upgrade to the Organization plan.";
    notifyLimitError(errorWithCode("PLAN_LIMITATION_ERROR", teams), "org-7", vi.fn());
    const text = shownText(show);
    expect(text).toContain(teams);
    expect(text).not.toContain("editor seats");
    expect(text).toContain("Upgrade workspace");
  });

  it("shows nothing for other errors, so the caller's own alert appears", () => {
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    expect(notifyLimitError(errorWithCode("NUNIQ"), "org-7", vi.fn())).toBe(false);
    expect(notifyLimitError(undefined, "org-7", vi.fn())).toBe(false);
    expect(show).not.toHaveBeenCalled();
  });
});
