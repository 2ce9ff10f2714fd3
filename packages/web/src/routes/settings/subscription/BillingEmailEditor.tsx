import { isValidEmail, MESSAGES } from "@contour/core";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { UpdateBillingEmailMutation } from "../../../graphql/documents/billing";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { BILLING_TEXTS } from "./billing-texts";

interface Props {
  organizationId: string;
  billingEmail: string | null;
  /** Manual subscriptions are billed by hand: the address is shown, not edited. */
  editable: boolean;
  onChanged: () => void;
}

/** The billing email and, for an admin of a self-managed subscription, its Edit form. */
export function BillingEmailEditor({ organizationId, billingEmail, editable, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(billingEmail ?? "");
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, updateBillingEmail] = useMutation(UpdateBillingEmailMutation);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const email = value.trim();
    if (!isValidEmail(email)) {
      setError(MESSAGES.emailInvalid);
      return;
    }
    const result = await updateBillingEmail({ input: { organizationId, billingEmail: email } });
    if (result.error) {
      notifyError(prefixedErrorMessage(BILLING_TEXTS.billingEmailError, result.error));
      return;
    }
    setEditing(false);
    notifySuccess(BILLING_TEXTS.billingEmailSaved);
    onChanged();
  }

  if (editing) {
    return (
      <form onSubmit={handleSubmit} noValidate style={{ flex: 1 }}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Billing email"
            type="email"
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button type="submit" loading={fetching} disabled={value.trim() === billingEmail}>
            Save
          </Button>
          <Button variant="default" onClick={() => setEditing(false)} disabled={fetching}>
            Cancel
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <Group justify="space-between" gap="lg" style={{ flex: 1 }}>
      <Stack gap={0}>
        <Text fz="sm" c="dimmed">
          Billing email
        </Text>
        <Text fz="sm" fw={600} data-testid="billing-email">
          {billingEmail ?? "—"}
        </Text>
      </Stack>
      {editable && (
        <Button
          variant="default"
          aria-label="Edit billing email"
          onClick={() => {
            setValue(billingEmail ?? "");
            setEditing(true);
          }}
        >
          Edit
        </Button>
      )}
    </Group>
  );
}
