import { SHARING_OFF_TEXTS } from "@contour/core";
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import {
  CreateShareLinkMutation,
  RevokeShareLinkMutation,
  WorkbenchSharingQuery,
} from "../../../graphql/documents/share-links";
import { errorText } from "../../../lib/error-message";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { notifyError } from "../../../lib/notify";
import { CopyLinkButton, ShareLinkActions } from "./ShareLinkActions";
import { expiryOfDay, shareLinkUrl } from "./share-link-url";

/** The Share dialog: make a link (optional expiry and password), and the file's links. */
export function ShareDialog({
  workbenchId,
  opened,
  onClose,
}: {
  workbenchId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: WorkbenchSharingQuery,
    variables: { workbenchId },
    pause: !opened,
    requestPolicy: "network-only",
  });
  const reload = () => reexecute({ requestPolicy: "network-only" });
  const [creating, create] = useMutation(CreateShareLinkMutation);
  const [, revoke] = useMutation(RevokeShareLinkMutation);
  const [expiry, setExpiry] = useState("");
  const [password, setPassword] = useState("");
  const [created, setCreated] = useState<string | null>(null);
  const sharing = data?.workbenchSharing;

  const handleCreate = async () => {
    const result = await create({
      input: {
        workbenchId,
        expiresAt: expiry ? expiryOfDay(expiry).toISOString() : null,
        password: password || null,
      },
    });
    const made = result.data?.createShareLink;
    if (!made) {
      notifyError(`Could not create the link: ${errorText(result.error)}`);
      return;
    }
    setCreated(shareLinkUrl(made.token));
    reload();
    setExpiry("");
    setPassword("");
  };

  const handleRevoke = async (id: string) => {
    const result = await revoke({ input: { id } });
    if (result.error) {
      notifyError(`Could not revoke the link: ${errorText(result.error)}`);
      return;
    }
    const revoked = sharing?.links.find((link) => link.id === id)?.token;
    if (revoked && created === shareLinkUrl(revoked)) setCreated(null);
    reload();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Share" size="lg">
      {fetching && !sharing && <Loader size="sm" aria-label="Loading the links" />}
      {error && !sharing && <Text c="red">{errorText(error)}</Text>}
      {sharing && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Anyone with a link can view this file, read-only, without an account, and sees it change
            live.
          </Text>
          {sharing.sharingOffBy && (
            <Alert color="gray">{SHARING_OFF_TEXTS[sharing.sharingOffBy]}</Alert>
          )}
          {sharing.canShare && (
            <Stack gap="xs">
              <Group grow align="flex-end">
                <TextInput
                  type="date"
                  label="Expires on (optional)"
                  value={expiry}
                  onChange={(event) => setExpiry(event.currentTarget.value)}
                />
                <TextInput
                  type="password"
                  label="Password (optional)"
                  value={password}
                  autoComplete="new-password"
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
              </Group>
              <Group justify="flex-end">
                <Button loading={creating.fetching} onClick={handleCreate}>
                  Create link
                </Button>
              </Group>
            </Stack>
          )}
          {created && !sharing.sharingOffBy && (
            <Group gap="xs" wrap="nowrap">
              <TextInput
                readOnly
                aria-label="New link"
                value={created}
                style={{ flex: 1 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyLinkButton url={created} />
            </Group>
          )}
          <Stack gap={4}>
            <Text fw={500} size="sm">
              Links
            </Text>
            {sharing.links.length === 0 && (
              <Text size="sm" c="dimmed">
                No links yet.
              </Text>
            )}
            {sharing.links.map((link) => {
              return (
                <Group key={link.id} justify="space-between" wrap="nowrap" aria-label="Share link">
                  <Stack gap={0}>
                    <Text size="sm">
                      Created {formatAgo(link.createdAt)}
                      {link.creatorName ? ` by ${link.creatorName}` : ""}
                      {link.hasPassword && (
                        <IconLock size={12} aria-label="Password" style={{ marginLeft: 6 }} />
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {link.status === "EXPIRED"
                        ? "Expired"
                        : link.expiresAt
                          ? `Expires ${formatLongDate(link.expiresAt)}`
                          : "Never expires"}
                      {link.lastOpenedAt ? ` · opened ${formatAgo(link.lastOpenedAt)}` : ""}
                    </Text>
                  </Stack>
                  <ShareLinkActions
                    token={link.token}
                    onRevoke={() => void handleRevoke(link.id)}
                  />
                </Group>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
