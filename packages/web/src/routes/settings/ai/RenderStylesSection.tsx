import {
  DEFAULT_RENDER_STYLE,
  OWN_RENDER_STYLES_MAX,
  type RenderStyleSettings,
} from "@contour/core";
import { Badge, Button, Divider, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Fragment, useState } from "react";
import { type CombinedError, useMutation, useQuery } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import {
  CreateRenderStyleMutation,
  DeleteRenderStyleMutation,
  type RenderStyleDetail,
  ResetRenderStyleMutation,
  UpdateRenderStyleMutation,
  WorkspaceRenderStylesQuery,
} from "../../../graphql/documents/render-styles";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";
import { RenderStyleModal } from "./RenderStyleModal";

/** Which form is open: a style's, or a new one's. */
type Editing = { kind: "edit"; style: RenderStyleDetail } | { kind: "add" } | null;

function settingsOf({ id: _id, origin: _origin, ...settings }: RenderStyleDetail) {
  return settings;
}

/** A new style starts from Contour's default one, unnamed. */
function newStyle(): RenderStyleSettings {
  const { id: _id, ...settings } = DEFAULT_RENDER_STYLE;
  return { ...settings, name: "" };
}

/** Settings › AI › Render styles: the styles of the Render panel; edit, reset, add, delete. */
export function RenderStylesSection({ organizationId }: { organizationId: string }) {
  const [{ data, error, fetching }] = useQuery({
    query: WorkspaceRenderStylesQuery,
    variables: { organizationId },
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [, createStyle] = useMutation(CreateRenderStyleMutation);
  const [, updateStyle] = useMutation(UpdateRenderStyleMutation);
  const styles = data?.workspaceRenderStyles.styles ?? [];
  const ownCount = styles.filter((style) => style.origin === "OWN").length;

  /** True when saved; otherwise says why, and the form stays open. */
  function saved(result: { error?: CombinedError }, success: string): boolean {
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while saving the style: ", result.error));
      return false;
    }
    notifySuccess(success);
    return true;
  }

  const namesBesides = (id: string | null) =>
    styles.filter((style) => style.id !== id).map((style) => style.name);

  return (
    <SettingsSection
      title="Render styles"
      description={`The styles designers pick in the Render panel. Edit Contour's to suit your studio, or add up to ${OWN_RENDER_STYLES_MAX} of your own.`}
    >
      {fetching && !data ? (
        <Loader size="sm" />
      ) : error ? (
        <Text c="red.7">{errorText(error)}</Text>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            {styles.map((style, index) => (
              <Fragment key={style.id}>
                {index > 0 && <Divider />}
                <StyleRow
                  organizationId={organizationId}
                  style={style}
                  onEdit={() => setEditing({ kind: "edit", style })}
                />
              </Fragment>
            ))}
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                {ownCount} of {OWN_RENDER_STYLES_MAX} styles of your own
              </Text>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={ownCount >= OWN_RENDER_STYLES_MAX}
                onClick={() => setEditing({ kind: "add" })}
              >
                Add style
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {editing?.kind === "edit" && (
        <RenderStyleModal
          title={`Edit ${editing.style.name}`}
          submitLabel="Save style"
          initial={settingsOf(editing.style)}
          otherNames={namesBesides(editing.style.id)}
          onClose={() => setEditing(null)}
          onSave={async (style) =>
            saved(
              await updateStyle({ input: { organizationId, id: editing.style.id, style } }),
              `${style.name} is saved.`,
            )
          }
        />
      )}
      {editing?.kind === "add" && (
        <RenderStyleModal
          title="Add a style"
          submitLabel="Add style"
          initial={newStyle()}
          otherNames={namesBesides(null)}
          onClose={() => setEditing(null)}
          onSave={async (style) =>
            saved(
              await createStyle({ input: { organizationId, style } }),
              `${style.name} is added.`,
            )
          }
        />
      )}
    </SettingsSection>
  );
}

function StyleRow({
  organizationId,
  style,
  onEdit,
}: {
  organizationId: string;
  style: RenderStyleDetail;
  onEdit: () => void;
}) {
  const [resetting, resetStyle] = useMutation(ResetRenderStyleMutation);
  const [deleting, deleteStyle] = useMutation(DeleteRenderStyleMutation);

  async function handleReset() {
    const confirmed = await confirmAction({
      title: `Reset ${style.name}?`,
      message: "Its settings go back to Contour's. Requests already made keep theirs.",
      confirm: "Reset to default",
    });
    if (!confirmed) return;
    const result = await resetStyle({ input: { organizationId, id: style.id } });
    if (result.error)
      notifyError(prefixedErrorMessage("Error while resetting the style: ", result.error));
  }

  async function handleDelete() {
    const confirmed = await confirmAction({
      title: `Delete ${style.name}?`,
      message: "Designers can no longer pick it. Requests already made keep its settings.",
      confirm: "Delete style",
      destructive: true,
    });
    if (!confirmed) return;
    const result = await deleteStyle({ input: { organizationId, id: style.id } });
    if (result.error)
      notifyError(prefixedErrorMessage("Error while deleting the style: ", result.error));
  }

  return (
    <Group justify="space-between" wrap="nowrap" role="group" aria-label={style.name}>
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={600}>{style.name}</Text>
          {style.origin === "EDITED" && (
            <Badge color="yellow" variant="light">
              Edited
            </Badge>
          )}
          {style.origin === "OWN" && (
            <Badge color="blue" variant="light">
              Custom
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed" truncate="end">
          {style.checkpoint} · {style.steps} steps · CFG {style.cfg} · {style.sampler},{" "}
          {style.scheduler} · influence {style.influence}%
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {style.origin === "EDITED" && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={resetting.fetching}
            onClick={() => void handleReset()}
          >
            Reset to default
          </Button>
        )}
        {style.origin === "OWN" && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={deleting.fetching}
            onClick={() => void handleDelete()}
          >
            Delete
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Group>
  );
}
