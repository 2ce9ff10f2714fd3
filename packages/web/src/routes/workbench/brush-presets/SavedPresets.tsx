import {
  BRUSH_PRESETS,
  type Editor,
  isBrushPreset,
  presetSettingsOf,
  savedPresetSlot,
} from "@contour/canvas";
import { ActionIcon, Group, Menu, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconDots, IconPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useMutation } from "urql";
import {
  DeleteBrushPresetMutation,
  SaveBrushPresetMutation,
  UpdateBrushPresetMutation,
} from "../../../graphql/documents/brush-presets";
import { errorText } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import presetClasses from "../panels/BrushPresetPicker.module.css";
import { useEditorState } from "../use-editor-state";
import classes from "./SavedPresets.module.css";
import { SavePresetModal } from "./SavePresetModal";
import { type SavedPresetEntry, useSavedPresets } from "./use-saved-presets";

type Naming = { kind: "new"; initialName: string } | { kind: "rename"; entry: SavedPresetEntry };

/**
 * The presets a designer saved, and those the workspace shares: chosen like the built-in ones,
 * + saves the brush as it is now under a name, and each one's menu updates, renames, shares
 * or deletes it as far as the server says the designer may.
 */
export function SavedPresets({
  editor,
  organizationId,
}: {
  editor: Editor;
  organizationId: string;
}) {
  const { entries, error, reload } = useSavedPresets(editor, organizationId);
  const { preset, brushActive, canSave } = useEditorState(editor, ({ brush, tool }) => ({
    preset: brush.preset,
    brushActive: tool === "brush",
    canSave: tool === "brush" && brush.style !== null,
  }));
  const [naming, setNaming] = useState<Naming | null>(null);
  const [saving, save] = useMutation(SaveBrushPresetMutation);
  const [updating, update] = useMutation(UpdateBrushPresetMutation);
  const [, remove] = useMutation(DeleteBrushPresetMutation);

  const currentName = () =>
    isBrushPreset(preset)
      ? BRUSH_PRESETS[preset].name
      : (editor.state.savedPresets.find((saved) => savedPresetSlot(saved.id) === preset)?.name ??
        "Brush");

  async function saveNew(name: string, shared: boolean) {
    const settings = presetSettingsOf(editor.state.brush);
    if (!settings) return;
    const result = await save({ input: { organizationId, name, settings, shared } });
    const saved = result.data?.saveBrushPreset;
    if (!saved) return notifyError(errorText(result.error));
    setNaming(null);
    // Known to the editor before the list is read again, so that choosing it takes its settings.
    editor.setSavedPresets([...editor.state.savedPresets, { id: saved.id, name, settings }]);
    editor.choosePreset(savedPresetSlot(saved.id));
    reload();
  }

  async function change(
    entry: SavedPresetEntry,
    changes: { name?: string; shared?: boolean; settings?: unknown },
    done?: string,
  ) {
    const result = await update({ input: { id: entry.id, ...changes } });
    if (!result.data) return notifyError(errorText(result.error));
    setNaming(null);
    if (done) notifySuccess(done);
    // Stopping sharing another's preset takes it out of this designer's list.
    if (changes.shared === false && !entry.isOwn) reload();
  }

  function confirmDelete(entry: SavedPresetEntry) {
    modals.openConfirmModal({
      title: "Delete preset",
      children: (
        <Text fz="sm">
          {entry.shared
            ? `Delete “${entry.name}” for everyone in the workspace?`
            : `Delete “${entry.name}”?`}
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      centered: true,
      onConfirm: async () => {
        const result = await remove({ input: { id: entry.id } });
        if (result.error) return notifyError(errorText(result.error));
        reload();
      },
    });
  }

  return (
    <Stack gap={4} component="section" aria-label="Saved presets">
      <Group justify="space-between" wrap="nowrap" h={22}>
        <Text fz="xs" c="dimmed">
          Saved presets
        </Text>
        {canSave && (
          <Tooltip label="Save the brush as a preset" withinPortal>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label="Save brush as preset"
              onClick={() => setNaming({ kind: "new", initialName: `${currentName()} copy` })}
            >
              <IconPlus size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {error && entries.length === 0 && (
        <Text fz="xs" c="red">
          {errorText(error)}
        </Text>
      )}
      {!error && entries.length === 0 && (
        <Text fz="xs" c="dimmed">
          None yet: + saves the brush as it is.
        </Text>
      )}
      {entries.map((entry) => (
        <Group key={entry.id} gap={2} wrap="nowrap" className={classes.row}>
          <UnstyledButton
            className={`${presetClasses.preset} ${classes.name}`}
            aria-pressed={brushActive && preset === savedPresetSlot(entry.id)}
            onClick={() => editor.choosePreset(savedPresetSlot(entry.id))}
          >
            <Text fz="xs" truncate>
              {entry.name}
            </Text>
          </UnstyledButton>
          {entry.shared && (
            <Tooltip
              label={
                entry.isOwn
                  ? "Shared with the workspace"
                  : `Shared by ${entry.ownerName ?? "a former member"}`
              }
              withinPortal
            >
              <IconUsers size={12} className={classes.shared} aria-label="Shared" />
            </Tooltip>
          )}
          {(entry.canUpdate || entry.canShare || entry.canDelete) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  color="gray"
                  aria-label={`${entry.name} actions`}
                >
                  <IconDots size={12} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {entry.canUpdate && (
                  <Menu.Item
                    disabled={!canSave || updating.fetching}
                    onClick={() =>
                      void change(
                        entry,
                        { settings: presetSettingsOf(editor.state.brush) },
                        `“${entry.name}” now draws as the brush does.`,
                      )
                    }
                  >
                    Update with the brush
                  </Menu.Item>
                )}
                {entry.canUpdate && (
                  <Menu.Item onClick={() => setNaming({ kind: "rename", entry })}>
                    Rename…
                  </Menu.Item>
                )}
                {entry.canShare && (
                  <Menu.Item onClick={() => void change(entry, { shared: !entry.shared })}>
                    {entry.shared ? "Stop sharing" : "Share with the workspace"}
                  </Menu.Item>
                )}
                {entry.canDelete && (
                  <Menu.Item color="red" onClick={() => confirmDelete(entry)}>
                    Delete…
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      ))}
      <SavePresetModal
        opened={naming !== null}
        title={naming?.kind === "rename" ? "Rename preset" : "Save brush as preset"}
        initialName={naming?.kind === "rename" ? naming.entry.name : (naming?.initialName ?? "")}
        askShared={naming?.kind === "new"}
        saving={saving.fetching || updating.fetching}
        onClose={() => setNaming(null)}
        onSave={({ name, shared }) =>
          naming?.kind === "rename"
            ? void change(naming.entry, { name })
            : void saveNew(name, shared)
        }
      />
    </Stack>
  );
}
