import {
  API_TOKEN_DEFAULT_EXPIRY_DAYS,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  type ApiTokenScope,
  allowedApiTokenScopes,
} from "@contour/core";
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useMutation } from "urql";
import { CreateApiTokenMutation } from "../../../graphql/documents/api-tokens";
import { useCurrentUser } from "../../../lib/current-user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError } from "../../../lib/notify";

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === 365 ? "1 year" : `${days} days`,
}));

/** Create a token: name, workspace, scope, expiry; then its secret, shown once with Copy. */
export function CreateApiTokenModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const user = useCurrentUser();
  const workspaces = user.organizations.edges;
  const [secret, setSecret] = useState<string | null>(null);
  const [request, createToken] = useMutation(CreateApiTokenMutation);
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: "",
      organizationId: workspaces[0]?.node.id ?? "",
      scope: "READ" as ApiTokenScope,
      expiresInDays: String(API_TOKEN_DEFAULT_EXPIRY_DAYS),
    },
    validate: {
      name: (value) =>
        value.trim() === ""
          ? API_TOKEN_MESSAGES.nameRequired
          : value.trim().length > API_TOKEN_NAME_MAX
            ? API_TOKEN_MESSAGES.nameTooLong
            : null,
    },
  });
  const role = workspaces.find((edge) => edge.node.id === form.values.organizationId)?.role;
  const scopes = role ? allowedApiTokenScopes({ role, isAdmin: user.isAdmin }) : ["READ"];

  const handleClose = () => {
    setSecret(null);
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const result = await createToken({
      input: {
        organizationId: values.organizationId,
        name: values.name.trim(),
        scope: scopes.includes(values.scope) ? values.scope : "READ",
        expiresInDays: Number(values.expiresInDays),
      },
    });
    const created = result.data?.createApiToken;
    if (result.error || !created) {
      notifyError(prefixedErrorMessage("Error while creating the token: ", result.error));
      return;
    }
    setSecret(created.secret);
    onCreated();
  });

  return (
    <Modal opened={opened} onClose={handleClose} title="New API token" size="lg">
      {secret ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            Copy this token now. You will not be able to see it again.
          </Alert>
          <TextInput
            label="Your new token"
            value={secret}
            readOnly
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            rightSection={
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label="Copy token"
                      onClick={copy}
                    >
                      {copied ? (
                        <IconCheck size={14} aria-hidden />
                      ) : (
                        <IconCopy size={14} aria-hidden />
                      )}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Text fz="sm" c="dimmed">
            Send it as <code>Authorization: Bearer &lt;token&gt;</code> to <code>/graphql</code>.
          </Text>
          <Group justify="flex-end">
            <Button onClick={handleClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="md">
            <TextInput
              label="Name"
              description="What uses it, for example “Nightly export”."
              data-autofocus
              {...form.getInputProps("name")}
            />
            <Select
              label="Workspace"
              description="The token reaches this workspace only."
              data={workspaces.map((edge) => ({ value: edge.node.id, label: edge.node.name }))}
              allowDeselect={false}
              {...form.getInputProps("organizationId")}
            />
            <Radio.Group label="Scope" {...form.getInputProps("scope")}>
              <Stack gap={6} mt={6}>
                {(["READ", "READ_WRITE"] as const).map((scope) => (
                  <Radio
                    key={scope}
                    value={scope}
                    label={API_TOKEN_SCOPE_LABELS[scope]}
                    disabled={!scopes.includes(scope)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Select
              label="Expires after"
              data={EXPIRY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("expiresInDays")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClose}>
                Cancel
              </Button>
              <Button type="submit" loading={request.fetching}>
                Create token
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
