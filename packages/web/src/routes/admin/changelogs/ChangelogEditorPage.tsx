import { CHANGELOG_MARKDOWN_MAX_LENGTH, CHANGELOG_TITLE_MAX_LENGTH } from "@contour/core";
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Typography,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useClient, useMutation, useQuery } from "urql";
import {
  type AdminChangelog,
  AdminChangelogQuery,
  ChangelogPreviewQuery,
  CreateChangelogMutation,
  DeleteChangelogMutation,
  UpdateChangelogMutation,
} from "../../../graphql/documents/admin";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { formatLongDate } from "../../../lib/format-date";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsPage } from "../../settings/SettingsPage";

/** /admin/changelogs/new and /admin/changelogs/{id}: write, preview, publish, edit, delete. */
export function ChangelogEditorPage() {
  const { changelogId } = useParams();
  const [{ data, error, fetching }] = useQuery({
    query: AdminChangelogQuery,
    variables: { id: changelogId ?? "" },
    pause: !changelogId,
    requestPolicy: "network-only",
  });
  if (!changelogId) return <ChangelogForm entry={null} />;
  const entry = data?.adminChangelog;
  if (!entry) {
    return (
      <SettingsPage title="Changelog entry">
        {fetching ? <Loader size="sm" /> : <Text c="red.7">{errorText(error)}</Text>}
      </SettingsPage>
    );
  }
  return <ChangelogForm key={entry.id} entry={entry} />;
}

function ChangelogForm({ entry }: { entry: AdminChangelog | null }) {
  const navigate = useNavigate();
  const client = useClient();
  const [title, setTitle] = useState(entry?.title ?? "");
  const [markdown, setMarkdown] = useState(entry?.markdown ?? "");
  const [preview, setPreview] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>("write");
  const [created, create] = useMutation(CreateChangelogMutation);
  const [updated, update] = useMutation(UpdateChangelogMutation);
  const [, remove] = useMutation(DeleteChangelogMutation);
  const saving = created.fetching || updated.fetching;
  const published = entry?.publishedAt ?? null;

  async function handlePreview() {
    const result = await client
      .query(ChangelogPreviewQuery, { markdown }, { requestPolicy: "network-only" })
      .toPromise();
    if (result.error || result.data === undefined) {
      setPreview(null);
      notifyError(prefixedErrorMessage("Error while previewing: ", result.error));
      return;
    }
    setPreview(result.data.changelogPreview);
  }

  /** Saves the text, then publishes or unpublishes when asked; back to the list once done. */
  async function handleSave(publish: boolean | null) {
    if (!title.trim()) return notifyError("Error while saving: A changelog entry needs a title.");
    let id = entry?.id;
    if (!id) {
      const result = await create({ input: { changelog: { title, markdown } } });
      if (result.error || !result.data) {
        return notifyError(prefixedErrorMessage("Error while saving: ", result.error));
      }
      id = result.data.createChangelog.id;
    }
    const patch = {
      ...(entry ? { title, markdown } : {}),
      ...(publish === null ? {} : { published: publish }),
    };
    if (Object.keys(patch).length > 0) {
      const result = await update({ input: { id, patch } });
      if (result.error) {
        return notifyError(prefixedErrorMessage("Error while saving: ", result.error));
      }
    }
    notifySuccess(
      publish === true
        ? "Entry published!"
        : publish === false
          ? "Entry unpublished"
          : "Entry saved!",
    );
    navigate("/admin/changelogs");
  }

  function handleDelete() {
    if (!entry) return;
    modals.openConfirmModal({
      title: "Delete entry",
      children: <Text fz="sm">Delete "{entry.title}" for good? Nobody will see it again.</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: async () => {
        const result = await remove({ input: { id: entry.id } });
        if (result.error) {
          return notifyError(prefixedErrorMessage("Error while deleting: ", result.error));
        }
        notifySuccess("Entry deleted");
        navigate("/admin/changelogs");
      },
    });
  }

  return (
    <SettingsPage
      title={entry ? "Edit changelog entry" : "New changelog entry"}
      description="Written in Markdown; users see it as the preview shows it."
    >
      <Group gap="xs">
        {published ? (
          <Badge variant="light" color="teal">
            Published {formatLongDate(published)}
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            Draft
          </Badge>
        )}
      </Group>
      <TextInput
        label="Title"
        value={title}
        maxLength={CHANGELOG_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab(value);
          if (value === "preview") void handlePreview();
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="write">Write</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="sm">
          <Textarea
            aria-label="Markdown"
            value={markdown}
            autosize
            minRows={12}
            maxLength={CHANGELOG_MARKDOWN_MAX_LENGTH}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            onChange={(event) => setMarkdown(event.currentTarget.value)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="sm">
          <Paper withBorder radius="md" p="lg" data-testid="changelog-preview">
            {preview === null ? (
              <Loader size="sm" />
            ) : (
              <Typography
                fz="sm"
                // Rendered and sanitized by the server (changelog-markdown.ts).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML, see above
                dangerouslySetInnerHTML={{ __html: preview }}
              />
            )}
          </Paper>
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between">
        <Group gap="sm">
          {published ? (
            <>
              <Button loading={saving} onClick={() => void handleSave(null)}>
                Save
              </Button>
              <Button variant="default" loading={saving} onClick={() => void handleSave(false)}>
                Unpublish
              </Button>
            </>
          ) : (
            <>
              <Button loading={saving} onClick={() => void handleSave(true)}>
                Publish
              </Button>
              <Button variant="default" loading={saving} onClick={() => void handleSave(null)}>
                Save draft
              </Button>
            </>
          )}
        </Group>
        {entry && (
          <Button variant="subtle" color="red" onClick={handleDelete}>
            Delete
          </Button>
        )}
      </Group>
    </SettingsPage>
  );
}
