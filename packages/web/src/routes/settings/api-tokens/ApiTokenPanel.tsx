import { Loader, Paper, Text } from "@mantine/core";
import type { CombinedError } from "urql";
import { errorText } from "../../../lib/error-message";
import { type ApiTokenItem, ApiTokenTable, type ApiTokenTableKind } from "./ApiTokenTable";
import { useRevokeApiToken } from "./use-revoke-api-token";

/** A list of tokens as it loads, fails, is empty or shows its table; `onRevoked` reloads it. */
export function ApiTokenPanel({
  tokens,
  fetching,
  error,
  kind,
  emptyText,
  onRevoked,
}: {
  tokens: readonly ApiTokenItem[] | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
  kind: ApiTokenTableKind;
  emptyText: string;
  onRevoked: () => void;
}) {
  const { handleRevoke, revokingId } = useRevokeApiToken(onRevoked);
  const list = tokens ?? [];
  return (
    <Paper withBorder radius="md" p={list.length > 0 ? 0 : "lg"}>
      {fetching && !tokens ? (
        <Loader size="sm" />
      ) : error ? (
        <Text c="red.7">{errorText(error)}</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {emptyText}
        </Text>
      ) : (
        <ApiTokenTable tokens={list} kind={kind} onRevoke={handleRevoke} revokingId={revokingId} />
      )}
    </Paper>
  );
}
