import {
  type Editor,
  findCommand,
  TRANSFORM_MODE_LABELS,
  TRANSFORM_MODES,
  type TransformMode,
} from "@contour/canvas";
import { ActionIcon, Divider, Group, Paper, SegmentedControl, Tooltip } from "@mantine/core";
import { IconFlipHorizontal, IconFlipVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { tipOf } from "../panels/Toolbar";
import { useEditorState } from "../use-editor-state";

/**
 * The selection's bar, over the top of the canvas while something editable is selected: how its
 * handles transform it (Free, Distort, Perspective, Warp, as Procreate's transform bar) and its
 * flips. The same commands are in the "?" panel.
 */
export function SelectionBar({ editor }: { editor: Editor }) {
  const state = useEditorState(editor, ({ selection, transformMode, readOnly }) => ({
    selected: selection.length > 0,
    transformMode,
    readOnly,
  }));
  if (!state.selected || state.readOnly) return null;
  return (
    <Paper shadow="sm" radius="md" px={6} py={4} withBorder>
      <Group gap={6} wrap="nowrap" role="toolbar" aria-label="Selection">
        <SegmentedControl
          size="xs"
          aria-label="Transform mode"
          value={state.transformMode}
          onChange={(mode) => findCommand(`transformMode.${mode as TransformMode}`)?.run(editor)}
          data={TRANSFORM_MODES.map((mode) => ({
            value: mode,
            label: TRANSFORM_MODE_LABELS[mode],
          }))}
        />
        <Divider orientation="vertical" />
        <BarCommand editor={editor} commandId="flipHorizontal">
          <IconFlipHorizontal size={16} />
        </BarCommand>
        <BarCommand editor={editor} commandId="flipVertical">
          <IconFlipVertical size={16} />
        </BarCommand>
      </Group>
    </Paper>
  );
}

/** A bar button running one of the editor's commands, named and tipped by it. */
function BarCommand({
  editor,
  commandId,
  children,
}: {
  editor: Editor;
  commandId: string;
  children: ReactNode;
}) {
  const command = findCommand(commandId);
  if (!command) return null;
  return (
    <Tooltip label={tipOf(command)} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={command.label}
        disabled={!command.isEnabled(editor)}
        onClick={() => command.run(editor)}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
