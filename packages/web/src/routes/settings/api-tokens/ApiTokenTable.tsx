import { API_TOKEN_SCOPE_LABELS } from "@contour/core";
import { Badge, Button, Stack, Table, Text } from "@mantine/core";
import type { ApiTokensQuery } from "../../../graphql/documents/api-tokens";
import type { ResultOf } from "../../../graphql/graphql";
import { formatAgo, formatShortDate } from "../../../lib/format-date";

export type ApiTokenItem = ResultOf<typeof ApiTokensQuery>["apiTokens"][number];

/** The columns that differ: a user's own list names the workspace, an admin's the owner. */
export type ApiTokenTableKind = "own" | "workspace";

/** Tokens with their name, scope, dates and a Revoke button; never a secret. */
export function ApiTokenTable({
  tokens,
  kind,
  onRevoke,
  revokingId,
}: {
  tokens: readonly ApiTokenItem[];
  kind: ApiTokenTableKind;
  onRevoke: (token: ApiTokenItem) => void;
  revokingId: string | null;
}) {
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ type: "auto" }}>
      <Table verticalSpacing="sm" aria-label="API tokens" style={{ whiteSpace: "nowrap" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>{kind === "own" ? "Workspace" : "Owner"}</Table.Th>
            <Table.Th>Scope</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {token.name}
                </Text>
                <Text fz="xs" c="dimmed" ff="monospace">
                  {token.prefix}…
                </Text>
              </Table.Td>
              <Table.Td>
                {kind === "own" ? (
                  <Text fz="sm" style={{ whiteSpace: "normal" }}>
                    {token.organizationName}
                  </Text>
                ) : (
                  <Stack gap={0} style={{ whiteSpace: "normal", wordBreak: "break-word" }}>
                    <Text fz="sm">{token.ownerName || token.ownerEmail}</Text>
                    <Text fz="xs" c="dimmed">
                      {token.ownerEmail}
                    </Text>
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{API_TOKEN_SCOPE_LABELS[token.scope]}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatShortDate(token.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{token.lastUsedAt ? formatAgo(token.lastUsedAt) : "Never"}</Text>
              </Table.Td>
              <Table.Td>
                {token.status === "EXPIRED" ? (
                  <Badge color="gray" variant="light">
                    Expired
                  </Badge>
                ) : (
                  <Text fz="sm">{formatShortDate(token.expiresAt)}</Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={revokingId === token.id}
                  aria-label={`Revoke ${token.name}`}
                  onClick={() => onRevoke(token)}
                >
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
