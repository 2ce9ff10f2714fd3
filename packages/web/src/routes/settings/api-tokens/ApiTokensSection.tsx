import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useQuery } from "urql";
import { ApiTokensQuery } from "../../../graphql/documents/api-tokens";
import { SettingsSection } from "../SettingsPage";
import { ApiTokenPanel } from "./ApiTokenPanel";
import { CreateApiTokenModal } from "./CreateApiTokenModal";

/** Profile › API tokens: the user's personal access tokens for the GraphQL API. */
export function ApiTokensSection() {
  const [creating, setCreating] = useState(false);
  const [{ data, error, fetching }, reload] = useQuery({ query: ApiTokensQuery });
  const refresh = () => reload({ requestPolicy: "network-only" });

  return (
    <SettingsSection
      title="API tokens"
      description="Tokens let scripts call Contour's GraphQL API as you, in one workspace. Treat them like passwords."
    >
      <Group>
        <Button onClick={() => setCreating(true)}>Create token</Button>
      </Group>
      <ApiTokenPanel
        tokens={data?.apiTokens}
        fetching={fetching}
        error={error}
        kind="own"
        emptyText="You have no API tokens."
        onRevoked={refresh}
      />
      <CreateApiTokenModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={refresh}
      />
    </SettingsSection>
  );
}
