import { BRUSH_PRESET_IDS, BRUSH_PRESETS, type Editor } from "@contour/canvas";
import { SimpleGrid, UnstyledButton } from "@mantine/core";
import { useEditorState } from "../use-editor-state";
import classes from "./BrushPresetPicker.module.css";

/** The brush presets, three to a row; the one the brush draws with is pressed. */
export function BrushPresetPicker({ editor }: { editor: Editor }) {
  const { preset, brushActive } = useEditorState(editor, ({ brush, tool }) => ({
    preset: brush.preset,
    brushActive: tool === "brush",
  }));
  return (
    <SimpleGrid cols={3} spacing={4} verticalSpacing={4} role="group" aria-label="Brush presets">
      {BRUSH_PRESET_IDS.map((id) => (
        <UnstyledButton
          key={id}
          className={classes.preset}
          aria-pressed={brushActive && preset === id}
          onClick={() => editor.choosePreset(id)}
        >
          {BRUSH_PRESETS[id].name}
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
