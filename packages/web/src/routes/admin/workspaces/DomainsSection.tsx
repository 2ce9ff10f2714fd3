import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useMutation } from "urql";
import {
  type AdminOrganizationDetail,
  UpdateAdminOrganizationMutation,
} from "../../../graphql/documents/admin";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../../settings/SettingsPage";

/**
 * The workspace's single sign-on domains, and staff's override: a domain marked verified
 * without its DNS record (a customer who cannot change their DNS, checked another way).
 */
export function DomainsSection({ workspace }: { workspace: AdminOrganizationDetail }) {
  const [domain, setDomain] = useState("");
  const [update, updateWorkspace] = useMutation(UpdateAdminOrganizationMutation);

  async function handleVerify(value: string) {
    const result = await updateWorkspace({
      input: { id: workspace.id, patch: { verifyDomain: value } },
    });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while verifying the domain: ", result.error));
      return;
    }
    setDomain("");
    notifySuccess(`${value} verified!`);
  }

  return (
    <SettingsSection
      title="Single sign-on domains"
      description="Emails of a verified domain sign in through the workspace's own identity provider, once its admins turn it on."
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {workspace.domains.length === 0 && (
            <Text c="dimmed" fz="sm">
              No domains yet.
            </Text>
          )}
          {workspace.domains.map((row) => (
            <Group key={row.id} justify="space-between" wrap="nowrap">
              <Text fw={500}>{row.domain}</Text>
              {row.verified ? (
                <Badge color="teal" variant="light">
                  {row.verifiedBy === "STAFF" ? "Verified by staff" : "Verified by DNS"}
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  loading={update.fetching}
                  onClick={() => void handleVerify(row.domain)}
                >
                  Mark verified
                </Button>
              )}
            </Group>
          ))}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (domain.trim()) void handleVerify(domain.trim());
            }}
          >
            <Group gap="sm" align="flex-end">
              <TextInput
                label="Domain to mark verified"
                placeholder="acme.com"
                value={domain}
                w={280}
                onChange={(event) => setDomain(event.currentTarget.value)}
              />
              <Button type="submit" variant="default" disabled={!domain.trim()}>
                Mark domain verified
              </Button>
            </Group>
          </form>
        </Stack>
      </Paper>
    </SettingsSection>
  );
}
