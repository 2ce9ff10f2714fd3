import { MAX_SSO_DOMAINS } from "@contour/core";
import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useMutation } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import {
  AddOrganizationDomainMutation,
  DeleteOrganizationDomainMutation,
  type OrganizationDomainDetail,
  VerifyOrganizationDomainMutation,
} from "../../../graphql/documents/sso";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";

/** Single sign-on › the email domains the workspace claims, each proved by a DNS TXT record. */
export function EmailDomainsSection({
  organizationId,
  domains,
  onListChanged,
}: {
  organizationId: string;
  domains: readonly OrganizationDomainDetail[];
  onListChanged: () => void;
}) {
  const [domain, setDomain] = useState("");
  const [adding, addDomain] = useMutation(AddOrganizationDomainMutation);

  async function handleAdd() {
    const result = await addDomain({ input: { organizationId, domain: domain.trim() } });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while adding the domain: ", result.error));
      return;
    }
    setDomain("");
    onListChanged();
  }

  return (
    <SettingsSection
      title="Email domains"
      description="Prove that your company owns a domain by adding a TXT record to its DNS. Once verified, its emails sign in through your identity provider."
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
          {domains.map((row) => (
            <DomainRow key={row.id} domain={row} onRemoved={onListChanged} />
          ))}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (domain.trim()) void handleAdd();
            }}
          >
            <Group gap="sm" align="flex-end">
              <TextInput
                label="Email domain"
                placeholder="acme.com"
                value={domain}
                w={280}
                disabled={domains.length >= MAX_SSO_DOMAINS}
                onChange={(event) => setDomain(event.currentTarget.value)}
              />
              <Button type="submit" disabled={!domain.trim()} loading={adding.fetching}>
                Add domain
              </Button>
            </Group>
          </form>
        </Stack>
      </Paper>
    </SettingsSection>
  );
}

function DomainRow({
  domain,
  onRemoved,
}: {
  domain: OrganizationDomainDetail;
  onRemoved: () => void;
}) {
  const [verifying, verifyDomain] = useMutation(VerifyOrganizationDomainMutation);
  const [removing, removeDomain] = useMutation(DeleteOrganizationDomainMutation);

  async function handleVerify() {
    const result = await verifyDomain({ input: { id: domain.id } });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while verifying the domain: ", result.error));
      return;
    }
    notifySuccess(`${domain.domain} verified!`);
  }

  async function handleRemove() {
    const confirmed = await confirmAction({
      title: `Remove ${domain.domain}?`,
      message: domain.verified
        ? "Its emails will sign in with a password or Google again, and verifying it again needs a new TXT record."
        : "Its TXT record will no longer verify it.",
      confirm: "Remove domain",
      destructive: true,
    });
    if (!confirmed) return;
    const result = await removeDomain({ input: { id: domain.id } });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while removing the domain: ", result.error));
      return;
    }
    onRemoved();
  }

  return (
    <Stack gap={6} aria-label={domain.domain} role="group">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm">
          <Text fw={600}>{domain.domain}</Text>
          {domain.verified ? (
            <Badge color="teal" variant="light">
              Verified
            </Badge>
          ) : (
            <Badge color="yellow" variant="light">
              Pending verification
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {!domain.verified && (
            <Button
              size="xs"
              variant="default"
              loading={verifying.fetching}
              onClick={() => void handleVerify()}
            >
              Verify
            </Button>
          )}
          <Tooltip label="Remove domain">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${domain.domain}`}
              loading={removing.fetching}
              onClick={() => void handleRemove()}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {!domain.verified && (
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            Add a TXT record to {domain.domain}:
          </Text>
          <Code>{domain.verificationRecord}</Code>
          <CopyButton value={domain.verificationRecord}>
            {({ copied, copy }) => (
              <ActionIcon variant="subtle" color="gray" aria-label="Copy TXT record" onClick={copy}>
                {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              </ActionIcon>
            )}
          </CopyButton>
        </Group>
      )}
    </Stack>
  );
}
