import { type OrganizationRole, SELECTION_COPY_NOTICE_MS } from "@contour/core";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useClient, useMutation } from "urql";
import {
  DeleteOrganizationInviteMutation,
  DeleteOrganizationMembersAndInvitesMutation,
  QuitOrganizationMutation,
  RemoveUserFromOrganizationMutation,
  UpdateOrganizationInviteMutation,
  UpdateOrganizationMemberMutation,
} from "../../../graphql/documents/members";
import { CurrentUserQuery } from "../../../graphql/documents/user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { notifyLimitError } from "../../../lib/notify-limit-error";
import type { MemberRow } from "./member-rows";
import { MEMBERS_TEXT } from "./members-texts";

/**
 * The Members page's changes, each reported with the spec's texts; `onChanged` reloads the list
 * after a change went through. Every call returns whether it succeeded.
 */
export function useMemberActions(organizationId: string, onChanged: () => void) {
  const navigate = useNavigate();
  const client = useClient();
  const [, updateMember] = useMutation(UpdateOrganizationMemberMutation);
  const [, updateInvite] = useMutation(UpdateOrganizationInviteMutation);
  const [, deleteInvite] = useMutation(DeleteOrganizationInviteMutation);
  const [, removeUser] = useMutation(RemoveUserFromOrganizationMutation);
  const [, deleteMany] = useMutation(DeleteOrganizationMembersAndInvitesMutation);
  const [, quit] = useMutation(QuitOrganizationMutation);

  const changeRole = useCallback(
    async (row: MemberRow, role: OrganizationRole) => {
      const patch = { role };
      const result = row.userId
        ? await updateMember({ input: { organizationId, userId: row.userId, patch } })
        : await updateInvite({ input: { organizationId, email: row.email, patch } });
      if (result.error) {
        if (!notifyLimitError(result.error, organizationId, navigate)) {
          notifyError(prefixedErrorMessage(MEMBERS_TEXT.roleChangeError, result.error));
        }
        return false;
      }
      notifySuccess(row.userId ? MEMBERS_TEXT.memberRoleChanged : MEMBERS_TEXT.roleChanged);
      onChanged();
      return true;
    },
    [navigate, onChanged, organizationId, updateInvite, updateMember],
  );

  const removeRow = useCallback(
    async (row: MemberRow) => {
      if (row.userId) {
        const result = await removeUser({ input: { organizationId, userId: row.userId } });
        if (result.error) {
          notifyError(prefixedErrorMessage(MEMBERS_TEXT.userRemoveError, result.error));
          return false;
        }
        notifySuccess(MEMBERS_TEXT.userRemoved);
      } else {
        const result = await deleteInvite({ input: { organizationId, email: row.email } });
        if (result.error) {
          notifyError(prefixedErrorMessage(MEMBERS_TEXT.invitationDeleteError, result.error));
          return false;
        }
        notifySuccess(MEMBERS_TEXT.invitationDeleted);
      }
      onChanged();
      return true;
    },
    [deleteInvite, onChanged, organizationId, removeUser],
  );

  const removeRows = useCallback(
    async (rows: readonly MemberRow[]) => {
      const result = await deleteMany({
        input: {
          organizationId,
          usersIds: rows.flatMap((row) => (row.userId ? [row.userId] : [])),
          invitesEmails: rows.flatMap((row) => (row.userId ? [] : [row.email])),
        },
      });
      if (result.error) {
        notifyError(prefixedErrorMessage(MEMBERS_TEXT.bulkDeleteError, result.error));
        return false;
      }
      notifySuccess(MEMBERS_TEXT.bulkDeleted);
      onChanged();
      return true;
    },
    [deleteMany, onChanged, organizationId],
  );

  const leave = useCallback(async () => {
    const result = await quit({ input: { organizationId } });
    if (result.error) {
      notifyError(prefixedErrorMessage(MEMBERS_TEXT.userRemoveError, result.error));
      return false;
    }
    // The workspace list changed: the root redirector picks another workspace from the new one.
    await client.query(CurrentUserQuery, {}, { requestPolicy: "network-only" }).toPromise();
    notifySuccess(MEMBERS_TEXT.left);
    navigate("/", { replace: true });
    return true;
  }, [client, navigate, organizationId, quit]);

  /** One row's address, or the selection's (the spec's two confirmations). */
  const copyEmails = useCallback(async (rows: readonly MemberRow[], selection: boolean) => {
    try {
      await navigator.clipboard.writeText(rows.map((row) => row.email).join(", "));
    } catch {
      notifyError("The clipboard is not available in this browser.");
      return false;
    }
    if (selection) notifySuccess(MEMBERS_TEXT.selectionCopied, SELECTION_COPY_NOTICE_MS);
    else notifySuccess(MEMBERS_TEXT.emailCopied);
    return true;
  }, []);

  return { changeRole, removeRow, removeRows, leave, copyEmails };
}
