import { type Editor, findCommand, TOOL_IDS, type ToolId } from "@contour/canvas";
import { ActionIcon, Divider, Stack, Tooltip } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBrush,
  IconCircle,
  IconColorPicker,
  IconEraser,
  IconHandStop,
  IconLasso,
  IconLine,
  IconPerspective,
  IconPointer,
  IconSquare,
  IconZoomIn,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useEditorState } from "../use-editor-state";
import { shortcutLabel } from "./shortcut-label";
import classes from "./WorkbenchPanels.module.css";

const TOOL_ICONS: Record<ToolId, ReactNode> = {
  select: <IconPointer size={18} />,
  lasso: <IconLasso size={18} />,
  brush: <IconBrush size={18} />,
  eraser: <IconEraser size={18} />,
  line: <IconLine size={18} />,
  rectangle: <IconSquare size={18} />,
  ellipse: <IconCircle size={18} />,
  guides: <IconPerspective size={18} />,
  eyedropper: <IconColorPicker size={18} />,
  hand: <IconHandStop size={18} />,
  zoom: <IconZoomIn size={18} />,
};

/** The label with its first shortcut, as every tooltip of the editor shows them. */
export function tipOf(command: { label: string; shortcut?: readonly string[] }): string {
  const shortcut = command.shortcut?.[0];
  return shortcut ? `${command.label} (${shortcutLabel(shortcut)})` : command.label;
}

/** A rail button that runs one of the editor's commands. */
function CommandIcon({
  editor,
  commandId,
  active = false,
  children,
}: {
  editor: Editor;
  commandId: string;
  active?: boolean;
  children: ReactNode;
}) {
  const command = findCommand(commandId);
  if (!command) return null;
  return (
    <Tooltip label={tipOf(command)} position="right" withArrow>
      <ActionIcon
        size="lg"
        variant={active ? "filled" : "subtle"}
        color={active ? "blue" : "gray"}
        className={classes.quiet}
        aria-label={command.label}
        aria-pressed={active}
        disabled={!command.isEnabled(editor)}
        onClick={() => command.run(editor)}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The left rail: one button per tool (the editor's tool commands), then undo and redo. */
export function Toolbar({ editor }: { editor: Editor }) {
  // What the buttons' enabled states and the pressed tool depend on.
  const state = useEditorState(editor, ({ activeTool, readOnly, canUndo, canRedo }) => ({
    activeTool,
    readOnly,
    canUndo,
    canRedo,
  }));
  return (
    <Stack gap={4} className={classes.toolbar} component="nav" aria-label="Tools">
      {TOOL_IDS.map((tool) => (
        <CommandIcon
          key={tool}
          editor={editor}
          commandId={`tool.${tool}`}
          active={state.activeTool === tool}
        >
          {TOOL_ICONS[tool]}
        </CommandIcon>
      ))}
      <Divider my={4} />
      <CommandIcon editor={editor} commandId="undo">
        <IconArrowBackUp size={18} />
      </CommandIcon>
      <CommandIcon editor={editor} commandId="redo">
        <IconArrowForwardUp size={18} />
      </CommandIcon>
    </Stack>
  );
}
