import { useState } from "react";
import { useMutation } from "urql";
import { CreateSubscriptionManagementPortalMutation } from "../../../graphql/documents/billing";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";

/**
 * Manage plan, Edit and View Invoices each ask for a management portal address and send the
 * browser there (workspace-admin §2); a failure is a toast with the action's own prefix.
 */
export function usePortalRedirect(organizationId: string) {
  const [, createPortal] = useMutation(CreateSubscriptionManagementPortalMutation);
  const [pending, setPending] = useState<string | null>(null);

  async function openPortal(action: string, errorPrefix: string) {
    setPending(action);
    const result = await createPortal({ input: { organizationId } });
    const url = result.data?.createSubscriptionManagementPortal.url;
    if (result.error || !url) {
      setPending(null);
      notifyError(prefixedErrorMessage(errorPrefix, result.error));
      return;
    }
    window.location.assign(url);
  }

  return { openPortal, pending };
}
