import { Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { CombinedError } from "urql";
import { errorCode, errorText } from "./error-message";
import { SUPPORT_URL } from "./support";

/** Spec workspace-admin §8 (Codes) and §9: the seat-limit warning and how long it stays. */
export const LIMIT_WARNING_MS = 15_000;

/** The way out a seat-limit warning offers: a plan upgrade, or support for manual plans. */
export type LimitErrorAction =
  | { kind: "upgrade"; label: "Upgrade workspace"; to: string }
  | { kind: "contactSupport"; label: "Contact support"; href: string };

/** The warning's action for a GraphQL error code, or null when the code is not a seat limit. */
export function limitErrorAction(
  code: string | undefined,
  organizationId: string,
): LimitErrorAction | null {
  switch (code) {
    case "PLAN_LIMITATION_ERROR":
      return {
        kind: "upgrade",
        label: "Upgrade workspace",
        to: `/settings/organization/${organizationId}/subscription`,
      };
    case "MANUAL_LIMITATION_ERROR":
      return { kind: "contactSupport", label: "Contact support", href: SUPPORT_URL };
    default:
      return null;
  }
}

/**
 * Shows the plan-limit warning when `error` is one, and says whether it did: callers report any
 * other error their own way. The text is the server's: "You don't have any editor seats
 * available" for seats, and for teams, logs or archival what is missing and the plan that has it. `navigate` is the router's (toasts render outside the router).
 * `notInvited` names the addresses the limit turned away, when the page does not show them.
 */
export function notifyLimitError(
  error: CombinedError | null | undefined,
  organizationId: string,
  navigate: (to: string) => void,
  notInvited: readonly string[] = [],
): boolean {
  const action = limitErrorAction(errorCode(error), organizationId);
  if (!action) return false;
  // One warning per workspace: several invites refused in a row do not stack copies of it.
  const id = `limit-error-${organizationId}`;
  const buttonProps = { size: "xs", variant: "light" } as const;
  notifications.show({
    id,
    color: "yellow",
    icon: <IconAlertTriangle size={18} aria-hidden />,
    autoClose: LIMIT_WARNING_MS,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{errorText(error)}</Text>
        {notInvited.length > 0 && (
          <Text fz="sm" c="dimmed">
            Not invited: {notInvited.join(", ")}
          </Text>
        )}
        {action.kind === "upgrade" ? (
          <Button
            {...buttonProps}
            onClick={() => {
              notifications.hide(id);
              navigate(action.to);
            }}
          >
            {action.label}
          </Button>
        ) : (
          <Button
            {...buttonProps}
            component="a"
            href={action.href}
            onClick={() => notifications.hide(id)}
          >
            {action.label}
          </Button>
        )}
      </Stack>
    ),
  });
  return true;
}
