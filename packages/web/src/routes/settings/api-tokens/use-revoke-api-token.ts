import { useState } from "react";
import { useMutation } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import { RevokeApiTokenMutation } from "../../../graphql/documents/api-tokens";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import type { ApiTokenItem } from "./ApiTokenTable";

/** Revoke, after a question; `onRevoked` reloads the list the token was in. */
export function useRevokeApiToken(onRevoked: () => void) {
  const [, revokeToken] = useMutation(RevokeApiTokenMutation);
  const [revokingId, setRevokingId] = useState<string | null>(null);

  const handleRevoke = async (token: ApiTokenItem) => {
    const confirmed = await confirmAction({
      title: "Revoke token",
      message: `Scripts using "${token.name}" stop working at once. This cannot be undone.`,
      confirm: "Revoke token",
      destructive: true,
    });
    if (!confirmed) return;
    setRevokingId(token.id);
    const result = await revokeToken({ input: { id: token.id } });
    setRevokingId(null);
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while revoking the token: ", result.error));
      return;
    }
    notifySuccess("Token revoked");
    onRevoked();
  };

  return { handleRevoke, revokingId };
}
