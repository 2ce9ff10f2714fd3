import { Anchor, Button, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useMutation } from "urql";
import { EmailAddress } from "../../components/EmailAddress";
import { PageHeading } from "../../components/PageHeading";
import { GenerateRegisterTokenMutation } from "../../graphql/documents/auth";
import { errorText } from "../../lib/error-message";
import { notifyError, notifySuccess } from "../../lib/notify";

/**
 * The sign-up branch of spec files-and-auth §2.4: no account for this email yet, so "Create
 * account" sends a verification email and the page turns into "Verify your email".
 */
export function SignUpStart({
  email,
  onChangeEmail,
}: {
  email: string;
  onChangeEmail: () => void;
}) {
  const [sent, setSent] = useState(false);
  const [request, generateRegisterToken] = useMutation(GenerateRegisterTokenMutation);

  async function handleCreateAccount() {
    const result = await generateRegisterToken({ input: { email } });
    if (result.error || !result.data) {
      notifyError(errorText(result.error));
      return;
    }
    // Sent again from "Verify your email": the page does not change, so say that it worked.
    if (sent) notifySuccess(`We sent another link to ${email}.`);
    setSent(true);
  }

  if (sent) {
    return (
      <Stack gap="xl">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={24} stroke={1.6} />
        </ThemeIcon>
        <PageHeading title="Verify your email">
          We sent a link to <EmailAddress>{email}</EmailAddress>. Open it to finish creating your
          account.
        </PageHeading>
        <Text fz="sm" c="dimmed">
          Nothing arrived? Check your spam folder, or{" "}
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => void handleCreateAccount()}
          >
            send the link again
          </Anchor>
          .
        </Text>
        <Anchor component="button" type="button" fz="sm" onClick={onChangeEmail} w="fit-content">
          Use another email
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title="Get started">There is no Contour account for this email yet.</PageHeading>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text fz="sm" c="dimmed">
          Email
        </Text>
        <Text fw={500}>{email}</Text>
      </Paper>
      <Stack gap="sm">
        <Button
          size="md"
          fullWidth
          loading={request.fetching}
          onClick={() => void handleCreateAccount()}
        >
          Create account
        </Button>
        <Button size="md" fullWidth variant="subtle" color="gray" onClick={onChangeEmail}>
          Use another email
        </Button>
      </Stack>
    </Stack>
  );
}
