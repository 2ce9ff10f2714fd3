import { useQuery } from "urql";
import { WorkspaceApiTokensQuery } from "../../../graphql/documents/api-tokens";
import { SettingsSection } from "../SettingsPage";
import { ApiTokenPanel } from "./ApiTokenPanel";

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

  return (
    <SettingsSection
      title="API tokens"
      description="Personal access tokens your members made for this workspace. Revoking one stops it at once."
    >
      <ApiTokenPanel
        tokens={data?.workspaceApiTokens}
        fetching={fetching}
        error={error}
        kind="workspace"
        emptyText="No member has an API token for this workspace."
        onRevoked={() => reload({ requestPolicy: "network-only" })}
      />
    </SettingsSection>
  );
}
