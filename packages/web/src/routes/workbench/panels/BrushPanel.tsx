import { type Editor, MAX_BRUSH_SIZE, MIN_BRUSH_SIZE } from "@contour/canvas";
import { ColorInput, ColorSwatch, Group, Slider, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { useEditorState } from "../use-editor-state";
import classes from "./WorkbenchPanels.module.css";

function Setting({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text fz="xs" c="dimmed">
          {value}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The brush: size, opacity, smoothing, colour (picker, hex field, recent colours). The brush,
 * eraser and shape tools share it; a colour chosen here joins the recent ones once used.
 */
export function BrushPanel({ editor }: { editor: Editor }) {
  const { brush, readOnly } = useEditorState(editor, ({ brush, readOnly }) => ({
    brush,
    readOnly,
  }));
  if (readOnly) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Brush">
      <Text fw={600} fz="sm">
        Brush
      </Text>
      <Setting label="Size" value={`${brush.size} px`}>
        <Slider
          size="sm"
          min={MIN_BRUSH_SIZE}
          max={200}
          aria-label="Brush size"
          value={Math.min(brush.size, 200)}
          label={null}
          // Sizes above the slider's range come from ] and stay as they are until moved.
          onChange={(size) => editor.setBrush({ size: Math.min(size, MAX_BRUSH_SIZE) })}
        />
      </Setting>
      <Setting label="Opacity" value={`${Math.round(brush.opacity * 100)}%`}>
        <Slider
          size="sm"
          min={1}
          max={100}
          aria-label="Brush opacity"
          value={Math.round(brush.opacity * 100)}
          label={null}
          onChange={(value) => editor.setBrush({ opacity: value / 100 })}
        />
      </Setting>
      <Setting label="Smoothing" value={`${Math.round(brush.smoothing * 100)}%`}>
        <Slider
          size="sm"
          min={0}
          max={100}
          aria-label="Brush smoothing"
          value={Math.round(brush.smoothing * 100)}
          label={null}
          onChange={(value) => editor.setBrush({ smoothing: value / 100 })}
        />
      </Setting>
      <ColorInput
        size="xs"
        label="Colour"
        format="hex"
        value={brush.color}
        onChangeEnd={(color) => editor.chooseColor(color)}
        withEyeDropper={false}
        swatches={[...brush.recentColors]}
        swatchesPerRow={8}
      />
      {brush.recentColors.length > 0 && (
        <Group gap={6} aria-label="Recent colours">
          {brush.recentColors.map((color) => (
            <UnstyledButton
              key={color}
              className={classes.swatch}
              aria-label={`Use ${color}`}
              aria-pressed={color === brush.color}
              onClick={() => editor.chooseColor(color)}
            >
              <ColorSwatch color={color} size={20} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
