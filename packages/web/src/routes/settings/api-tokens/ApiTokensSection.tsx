import { Button, Group, Loader, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { useQuery } from "urql";
import { ApiTokensQuery } from "../../../graphql/documents/api-tokens";
import { errorText } from "../../../lib/error-message";
import { SettingsSection } from "../SettingsPage";
import { ApiTokenTable } from "./ApiTokenTable";
import { CreateApiTokenModal } from "./CreateApiTokenModal";
import { useRevokeApiToken } from "./use-revoke-api-token";

/** Profile › API tokens: the user's personal access tokens for the GraphQL API. */
export function ApiTokensSection() {
  const [creating, setCreating] = useState(false);
  const [{ data, error, fetching }, reload] = useQuery({ query: ApiTokensQuery });
  const refresh = () => reload({ requestPolicy: "network-only" });
  const { handleRevoke, revokingId } = useRevokeApiToken(refresh);
  const tokens = data?.apiTokens ?? [];

  return (
    <SettingsSection
      title="API tokens"
      description="Tokens let scripts call Contour's GraphQL API as you, in one workspace. Treat them like passwords."
    >
      <Group>
        <Button onClick={() => setCreating(true)}>Create token</Button>
      </Group>
      <Paper withBorder radius="md" p={tokens.length > 0 ? 0 : "lg"}>
        {fetching && !data ? (
          <Loader size="sm" />
        ) : error ? (
          <Text c="red.7">{errorText(error)}</Text>
        ) : tokens.length === 0 ? (
          <Text c="dimmed" fz="sm">
            You have no API tokens.
          </Text>
        ) : (
          <ApiTokenTable
            tokens={tokens}
            kind="own"
            onRevoke={handleRevoke}
            revokingId={revokingId}
          />
        )}
      </Paper>
      <CreateApiTokenModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={refresh}
      />
    </SettingsSection>
  );
}
