import { DRAWING_TOOLS, TOOL_IDS, type ToolId } from "../tools/tool.js";
import { steppedBrushSize } from "./brush-settings.js";
import type { Editor } from "./editor.js";
import { FOLDER_COMMANDS } from "./folder-commands.js";
import { type KeyInput, shortcutOf } from "./input.js";
import { LAYER_COMMANDS } from "./layer-commands.js";
import { MASK_COMMANDS } from "./mask-commands.js";
import { invertSelection } from "./region-selection.js";
import { TRANSFORM_COMMANDS } from "./transform-commands.js";
import {
  actualSizeViewport,
  fitViewport,
  flipAt,
  rotateTo,
  steppedRotation,
  ZOOM_STEP,
  zoomAt,
} from "./viewport.js";

/**
 * What the toolbar, the shortcuts, the menus and the "?" panel share: one object per action
 * (Excalidraw's actions). Shortcut strings are as `shortcutOf` spells a key press; "Mod" is Ctrl,
 * or Cmd on a Mac.
 */
export type EditorCommand = {
  id: string;
  label: string;
  /** Where the "?" panel lists it. */
  group: "Tools" | "Edit" | "View" | "Brush" | "Layers";
  shortcut?: readonly string[];
  isEnabled(editor: Editor): boolean;
  run(editor: Editor): void;
};

const TOOL_LABELS: Record<ToolId, { label: string; shortcut: string }> = {
  select: { label: "Select and transform", shortcut: "V" },
  lasso: { label: "Lasso", shortcut: "L" },
  brush: { label: "Brush", shortcut: "B" },
  eraser: { label: "Eraser", shortcut: "E" },
  line: { label: "Line", shortcut: "U" },
  rectangle: { label: "Rectangle", shortcut: "R" },
  ellipse: { label: "Ellipse", shortcut: "O" },
  guides: { label: "Guides", shortcut: "G" },
  eyedropper: { label: "Eyedropper", shortcut: "I" },
  hand: { label: "Hand", shortcut: "H" },
  zoom: { label: "Zoom", shortcut: "Z" },
};

const TOOL_COMMANDS: EditorCommand[] = TOOL_IDS.map((tool) => ({
  id: `tool.${tool}`,
  label: TOOL_LABELS[tool].label,
  group: "Tools",
  shortcut: [TOOL_LABELS[tool].shortcut],
  isEnabled: (editor) => !editor.state.readOnly || !DRAWING_TOOLS.includes(tool),
  run: (editor) => {
    editor.setTool(tool);
  },
}));

const screenCenter = (editor: Editor) => ({
  x: editor.state.screen.width / 2,
  y: editor.state.screen.height / 2,
});

const canEdit = (editor: Editor) => !editor.state.readOnly;
const hasSelection = (editor: Editor) =>
  editor.state.selection.length > 0 || editor.state.region !== null;

const EDIT_COMMANDS: EditorCommand[] = [
  {
    id: "undo",
    label: "Undo",
    group: "Edit",
    shortcut: ["Mod+Z"],
    isEnabled: (editor) => canEdit(editor) && editor.state.canUndo,
    run: (editor) => editor.undo(),
  },
  {
    id: "redo",
    label: "Redo",
    group: "Edit",
    shortcut: ["Shift+Mod+Z", "Mod+Y"],
    isEnabled: (editor) => canEdit(editor) && editor.state.canRedo,
    run: (editor) => editor.redo(),
  },
  {
    id: "deleteSelection",
    label: "Delete selection",
    group: "Edit",
    shortcut: ["Delete", "Backspace"],
    isEnabled: (editor) => hasSelection(editor) && editor.editBlock() === null,
    run: (editor) => {
      editor.deleteSelection();
    },
  },
  {
    id: "selectAll",
    label: "Select all on the layer",
    group: "Edit",
    shortcut: ["Mod+A"],
    isEnabled: (editor) => editor.activeLayer() !== null,
    run: (editor) => editor.select(editor.activeElements().map((element) => element.id)),
  },
  {
    id: "deselect",
    label: "Deselect",
    group: "Edit",
    shortcut: ["Escape", "Mod+D"],
    isEnabled: (editor) => hasSelection(editor) || editor.isGestureActive,
    run: (editor) => {
      editor.cancelGesture();
      editor.select([]);
    },
  },
  {
    id: "invertSelection",
    label: "Invert selection",
    group: "Edit",
    shortcut: ["Shift+Mod+I"],
    isEnabled: (editor) => editor.activeLayer() !== null && !editor.isGestureActive,
    run: (editor) => invertSelection(editor),
  },
];

const BRUSH_COMMANDS: EditorCommand[] = [
  {
    id: "brushSmaller",
    label: "Smaller brush",
    group: "Brush",
    shortcut: ["["],
    isEnabled: () => true,
    run: (editor) => editor.setBrush({ size: steppedBrushSize(editor.state.brush.size, -1) }),
  },
  {
    id: "brushLarger",
    label: "Larger brush",
    group: "Brush",
    shortcut: ["]"],
    isEnabled: () => true,
    run: (editor) => editor.setBrush({ size: steppedBrushSize(editor.state.brush.size, 1) }),
  },
];

const VIEW_COMMANDS: EditorCommand[] = [
  {
    id: "zoomIn",
    label: "Zoom in",
    group: "View",
    shortcut: ["Mod+=", "Mod+Plus"],
    isEnabled: () => true,
    run: (editor) =>
      editor.setViewport(zoomAt(editor.state.viewport, screenCenter(editor), ZOOM_STEP)),
  },
  {
    id: "zoomOut",
    label: "Zoom out",
    group: "View",
    shortcut: ["Mod+Minus"],
    isEnabled: () => true,
    run: (editor) =>
      editor.setViewport(zoomAt(editor.state.viewport, screenCenter(editor), 1 / ZOOM_STEP)),
  },
  {
    id: "zoomToFit",
    label: "Fit artboard",
    group: "View",
    shortcut: ["Mod+0"],
    isEnabled: (editor) => editor.artboard() !== null,
    run: (editor) => {
      const artboard = editor.artboard();
      if (artboard) {
        editor.setViewport(fitViewport(artboard, editor.state.screen, editor.state.viewport));
      }
    },
  },
  {
    id: "zoomTo100",
    label: "Actual size (100 %)",
    group: "View",
    shortcut: ["Mod+1"],
    isEnabled: (editor) => editor.artboard() !== null,
    run: (editor) => {
      const artboard = editor.artboard();
      if (artboard) {
        editor.setViewport(
          actualSizeViewport(artboard, editor.state.screen, editor.state.viewport),
        );
      }
    },
  },
  // Krita's keys: 4 and 6 turn the view a step, 5 sets it upright, M mirrors it.
  {
    id: "rotateLeft",
    label: "Rotate view left 15°",
    group: "View",
    shortcut: ["4"],
    isEnabled: () => true,
    run: (editor) => rotateStep(editor, -1),
  },
  {
    id: "rotateRight",
    label: "Rotate view right 15°",
    group: "View",
    shortcut: ["6"],
    isEnabled: () => true,
    run: (editor) => rotateStep(editor, 1),
  },
  {
    id: "resetRotation",
    label: "Reset rotation",
    group: "View",
    shortcut: ["5"],
    isEnabled: (editor) => editor.state.viewport.rotation !== 0,
    run: (editor) => editor.setViewport(rotateTo(editor.state.viewport, screenCenter(editor), 0)),
  },
  {
    id: "flipView",
    label: "Flip view horizontally",
    group: "View",
    shortcut: ["M"],
    isEnabled: () => true,
    run: (editor) => editor.setViewport(flipAt(editor.state.viewport, screenCenter(editor))),
  },
];

/** Turns the view to the next 15° step in `direction` (1 clockwise), around the screen centre. */
function rotateStep(editor: Editor, direction: 1 | -1): void {
  const { viewport } = editor.state;
  const rotation = steppedRotation(viewport.rotation, direction);
  editor.setViewport(rotateTo(viewport, screenCenter(editor), rotation));
}

/** Every command, in the order the "?" panel lists them. */
export const EDITOR_COMMANDS: readonly EditorCommand[] = [
  ...TOOL_COMMANDS,
  ...EDIT_COMMANDS,
  ...TRANSFORM_COMMANDS,
  ...BRUSH_COMMANDS,
  ...VIEW_COMMANDS,
  ...LAYER_COMMANDS,
  ...MASK_COMMANDS,
  ...FOLDER_COMMANDS,
];

export function findCommand(id: string): EditorCommand | undefined {
  return EDITOR_COMMANDS.find((command) => command.id === id);
}

const byShortcut = new Map(
  EDITOR_COMMANDS.flatMap((command) =>
    (command.shortcut ?? []).map((shortcut) => [shortcut, command] as const),
  ),
);

/** The command a key press triggers, if any (enabled or not: the caller asks). */
export function commandForKey(input: KeyInput): EditorCommand | undefined {
  return byShortcut.get(shortcutOf(input));
}
