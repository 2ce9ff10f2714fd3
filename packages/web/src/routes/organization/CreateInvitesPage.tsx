import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { type CombinedError, useClient, useMutation } from "urql";
import { EmailListInput } from "../../components/EmailListInput";
import { FormError } from "../../components/FormError";
import { PageHeading } from "../../components/PageHeading";
import {
  CreateOrganizationInviteMutation,
  CreateOrganizationMutation,
} from "../../graphql/documents/organization";
import { CurrentUserQuery } from "../../graphql/documents/user";
import { mergeEmails } from "../../lib/email-list";
import { errorCode, errorText, prefixedErrorMessage } from "../../lib/error-message";
import { notifyError } from "../../lib/notify";
import { limitErrorAction, notifyLimitError } from "../../lib/notify-limit-error";
import { useDocumentTitle } from "../../lib/use-document-title";
import { CreateWizardLayout } from "./CreateWizardLayout";
import { useCreateWizard } from "./create-wizard-state";
import { type CallResult, createWorkspaceWithInvites } from "./create-workspace";

/** create/invites: step 2. Either button creates the workspace; only one sends invites. */
export function CreateInvitesPage() {
  const wizard = useCreateWizard();
  const navigate = useNavigate();
  const client = useClient();
  const [emails, setEmails] = useState<string[]>(wizard.state?.emails ?? []);
  const [typing, setTyping] = useState("");
  const [submitting, setSubmitting] = useState<"invite" | "skip" | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [, createOrganization] = useMutation(CreateOrganizationMutation);
  const [, createInvite] = useMutation(CreateOrganizationInviteMutation);

  const name = wizard.state?.name.trim();
  useDocumentTitle("Invite your team", name);
  // Without a name (a reload, a direct link) there is nothing to create: back to step 1.
  if (!name) return <Navigate to="/organization/create/name" replace />;
  const allEmails = mergeEmails(emails, typing);

  async function handleSubmit(mode: "invite" | "skip", workspaceName: string) {
    setFormError(null);
    setSubmitting(mode);
    // Refused for want of a seat: reported once, naming them, after every invite was tried.
    const seatRefusals: { email: string; error: CombinedError | undefined }[] = [];
    const result = await createWorkspaceWithInvites(
      {
        createOrganization: async (orgName) => {
          const r = await createOrganization({ input: { name: orgName } });
          const organization = r.data?.createOrganization;
          return organization
            ? { ok: true, value: organization }
            : {
                ok: false,
                message: prefixedErrorMessage("Error while creating organization: ", r.error),
              };
        },
        invite: async (organizationId, email): Promise<CallResult<unknown>> => {
          const r = await createInvite({
            input: { organizationInvite: { organizationId, email } },
          });
          return r.data
            ? { ok: true, value: r.data }
            : { ok: false, message: errorText(r.error), error: r.error };
        },
        onInviteFailed: ({ email, organizationId, message, error }) => {
          // No seat left is a warning with a way out (upgrade, support), not an error.
          if (limitErrorAction(errorCode(error), organizationId)) {
            seatRefusals.push({ email, error });
            return;
          }
          // Past the day's invites, every address is refused alike: say it once.
          const once =
            errorCode(error) === "RATE_LIMITED" ? `invites-${organizationId}` : undefined;
          notifyError(`Error while inviting ${email}: ${message}`, once);
        },
      },
      workspaceName,
      mode === "invite" ? allEmails : [],
    );
    if (!result.ok) {
      setSubmitting(null);
      setFormError(result.message);
      return;
    }
    const [firstRefusal] = seatRefusals;
    if (firstRefusal) {
      const refused = seatRefusals.map((refusal) => refusal.email);
      notifyLimitError(firstRefusal.error, result.value.id, navigate, refused);
    }
    // The user's workspace list changed; refresh it before anything relies on it.
    await client.query(CurrentUserQuery, {}, { requestPolicy: "network-only" }).toPromise();
    // The success page clears the wizard: clearing here would bounce this page to step 1 first.
    navigate("/organization/create/success", {
      replace: true,
      state: { organizationId: result.value.id, name: workspaceName },
    });
  }

  return (
    <CreateWizardLayout step={1}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (allEmails.length > 0) void handleSubmit("invite", name);
        }}
      >
        <Stack gap="xl">
          <PageHeading title="Invite your team">
            Bring the people you draw with into {name}. They'll get an email invitation.
          </PageHeading>
          <EmailListInput
            label="Email addresses"
            value={emails}
            onChange={(next) => {
              setEmails(next);
              wizard.setEmails(next);
            }}
            typing={typing}
            onTypingChange={setTyping}
          />
          <FormError>{formError}</FormError>
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="gray"
              size="md"
              disabled={submitting !== null}
              loading={submitting === "skip"}
              onClick={() => void handleSubmit("skip", name)}
            >
              Skip for now
            </Button>
            <Button
              type="submit"
              size="md"
              disabled={allEmails.length === 0 || submitting !== null}
              loading={submitting === "invite"}
            >
              Invite members
            </Button>
          </Group>
        </Stack>
      </form>
    </CreateWizardLayout>
  );
}
