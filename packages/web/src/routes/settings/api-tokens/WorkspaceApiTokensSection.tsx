import { Loader, Paper, Text } from "@mantine/core";
import { useQuery } from "urql";
import { WorkspaceApiTokensQuery } from "../../../graphql/documents/api-tokens";
import { errorText } from "../../../lib/error-message";
import { SettingsSection } from "../SettingsPage";
import { ApiTokenTable } from "./ApiTokenTable";
import { useRevokeApiToken } from "./use-revoke-api-token";

/**
 * Workspace settings › API tokens, for its Admins: every member's tokens for this workspace
 * (never a secret), each revocable.
 */
export function WorkspaceApiTokensSection({ organizationId }: { organizationId: string }) {
  const [{ data, error, fetching }, reload] = useQuery({
    query: WorkspaceApiTokensQuery,
    variables: { organizationId },
    requestPolicy: "cache-and-network",
  });
  const { handleRevoke, revokingId } = useRevokeApiToken(() =>
    reload({ requestPolicy: "network-only" }),
  );
  const tokens = data?.workspaceApiTokens ?? [];

  return (
    <SettingsSection
      title="API tokens"
      description="Personal access tokens your members made for this workspace. Revoking one stops it at once."
    >
      <Paper withBorder radius="md" p={tokens.length > 0 ? 0 : "lg"}>
        {fetching && !data ? (
          <Loader size="sm" />
        ) : error ? (
          <Text c="red.7">{errorText(error)}</Text>
        ) : tokens.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No member has an API token for this workspace.
          </Text>
        ) : (
          <ApiTokenTable
            tokens={tokens}
            kind="workspace"
            onRevoke={handleRevoke}
            revokingId={revokingId}
          />
        )}
      </Paper>
    </SettingsSection>
  );
}
