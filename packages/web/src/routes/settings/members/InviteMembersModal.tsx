import { MESSAGES, type OrganizationRole, ROLE_LABELS } from "@contour/core";
import { Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { EmailListInput } from "../../../components/EmailListInput";
import { CreateOrganizationInviteMutation } from "../../../graphql/documents/organization";
import { mergeEmails } from "../../../lib/email-list";
import { errorCode, errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { notifyLimitError } from "../../../lib/notify-limit-error";
import { inviteEach } from "./invite-each";
import { MEMBERS_TEXT } from "./members-texts";

const ROLE_DESCRIPTIONS: Record<OrganizationRole, string> = {
  ADMIN: "Full edit access, manages all workspace settings",
  EDITOR: "Full edit access to content",
  VIEWER: "View only; viewers are free and not billed",
};

function seatsText(seatsLeft: number): string {
  return seatsLeft === 0
    ? MESSAGES.noEditorSeats
    : `${seatsLeft} editor seat${seatsLeft === 1 ? "" : "s"} left`;
}

/**
 * The invite dialog (workspace-admin §2, §4, §8): one call per address; the addresses that failed
 * stay in the list, and the dialog closes only when every invite went out.
 */
export function InviteMembersModal({
  opened,
  organizationId,
  editorSeatsLeft,
  onClose,
  onInvited,
}: {
  opened: boolean;
  organizationId: string;
  /** Null when the plan has no editor limit: then no seat count is shown. */
  editorSeatsLeft: number | null;
  onClose: () => void;
  onInvited: () => void;
}) {
  const navigate = useNavigate();
  const [emails, setEmails] = useState<string[]>([]);
  const [typing, setTyping] = useState("");
  const [role, setRole] = useState<OrganizationRole>("EDITOR");
  const [sending, setSending] = useState(false);
  const [, createInvite] = useMutation(CreateOrganizationInviteMutation);
  const allEmails = mergeEmails(emails, typing);

  function handleClose() {
    setEmails([]);
    setTyping("");
    onClose();
  }

  async function handleSubmit() {
    if (allEmails.length === 0 || sending) return;
    setSending(true);
    const failed = await inviteEach(
      allEmails,
      async (email) => {
        const result = await createInvite({
          input: { organizationInvite: { organizationId, email, role } },
        });
        return result.data ? { ok: true } : { ok: false, error: result.error };
      },
      (email, error) => {
        // No seat left is a warning with a way out (upgrade, support), not an error.
        if (notifyLimitError(error, organizationId, navigate)) return;
        const message = prefixedErrorMessage(MEMBERS_TEXT.inviteError(email), error);
        // The server's NUNIQ message already names the address.
        if (errorCode(error) === "NUNIQ") notifyError(errorText(error));
        // Past the day's invites, every address is refused alike: say it once.
        else if (errorCode(error) === "RATE_LIMITED")
          notifyError(message, `invites-${organizationId}`);
        else notifyError(message);
      },
    );
    setSending(false);
    if (failed.length < allEmails.length) onInvited();
    setTyping("");
    setEmails(failed);
    if (failed.length === 0) {
      notifySuccess(MEMBERS_TEXT.invitesSent);
      handleClose();
    }
  }

  return (
    <Modal opened={opened} onClose={handleClose} title="Invite members" size="lg" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="lg">
          <EmailListInput
            label="Email addresses"
            value={emails}
            onChange={setEmails}
            typing={typing}
            onTypingChange={setTyping}
          />
          <Radio.Group
            label="Role"
            value={role}
            onChange={(value) => {
              if (value === "ADMIN" || value === "EDITOR" || value === "VIEWER") setRole(value);
            }}
          >
            <Stack gap="sm" mt="xs">
              {(["ADMIN", "EDITOR", "VIEWER"] as const).map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={ROLE_LABELS[option]}
                  description={
                    <>
                      {ROLE_DESCRIPTIONS[option]}
                      {option !== "VIEWER" && editorSeatsLeft !== null && (
                        <Text span fz="xs" c={editorSeatsLeft === 0 ? "red.7" : "blue.7"} fw={500}>
                          {" · "}
                          {seatsText(editorSeatsLeft)}
                        </Text>
                      )}
                    </>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" loading={sending} disabled={allEmails.length === 0}>
              Send invites
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
