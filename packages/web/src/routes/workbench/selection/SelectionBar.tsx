import {
  type Editor,
  findCommand,
  MAX_FEATHER,
  TRANSFORM_MODE_LABELS,
  TRANSFORM_MODES,
  type TransformMode,
} from "@contour/canvas";
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Tooltip,
} from "@mantine/core";
import { IconFlipHorizontal, IconFlipVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { tipOf } from "../panels/Toolbar";
import { useEditorState } from "../use-editor-state";

/**
 * The selection tools' bar over the top of the canvas while the rectangle or lasso is chosen (as
 * Photoshop's options bar and Procreate's transform bar): the feather of pixel selections, Invert
 * and Deselect; with something editable selected, how its handles transform it (Free, Distort,
 * Perspective, Warp) and its flips. The same commands are in the "?" panel.
 */
export function SelectionBar({ editor }: { editor: Editor }) {
  const state = useEditorState(
    editor,
    ({ feather, region, selection, transformMode, readOnly }) => ({
      feather,
      selected: region !== null || selection.length > 0,
      transformMode,
      readOnly,
    }),
  );
  return (
    <Paper shadow="sm" radius="md" px={8} py={4} withBorder>
      <Group gap={6} wrap="nowrap" role="toolbar" aria-label="Selection">
        <NumberInput
          size="xs"
          w={116}
          label="Feather"
          styles={{ root: { display: "flex", alignItems: "center", gap: 6 } }}
          suffix=" px"
          min={0}
          max={MAX_FEATHER}
          clampBehavior="strict"
          allowNegative={false}
          value={state.feather}
          onChange={(value) => editor.setFeather(typeof value === "number" ? value : 0)}
        />
        <TextCommand editor={editor} commandId="invertSelection">
          Invert
        </TextCommand>
        {state.selected && (
          <TextCommand editor={editor} commandId="deselect">
            Deselect
          </TextCommand>
        )}
        {state.selected && !state.readOnly && (
          <>
            <Divider orientation="vertical" />
            <SegmentedControl
              size="xs"
              aria-label="Transform mode"
              value={state.transformMode}
              onChange={(mode) =>
                findCommand(`transformMode.${mode as TransformMode}`)?.run(editor)
              }
              data={TRANSFORM_MODES.map((mode) => ({
                value: mode,
                label: TRANSFORM_MODE_LABELS[mode],
              }))}
            />
            <IconCommand editor={editor} commandId="flipHorizontal">
              <IconFlipHorizontal size={16} />
            </IconCommand>
            <IconCommand editor={editor} commandId="flipVertical">
              <IconFlipVertical size={16} />
            </IconCommand>
          </>
        )}
      </Group>
    </Paper>
  );
}

type CommandProps = { editor: Editor; commandId: string; children: ReactNode };

/** A bar button with words, running one of the editor's commands, tipped by it. */
function TextCommand({ editor, commandId, children }: CommandProps) {
  const command = findCommand(commandId);
  if (!command) return null;
  return (
    <Tooltip label={tipOf(command)} withArrow>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        disabled={!command.isEnabled(editor)}
        onClick={() => command.run(editor)}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** A bar button with an icon, named and tipped by its command. */
function IconCommand({ editor, commandId, children }: CommandProps) {
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
