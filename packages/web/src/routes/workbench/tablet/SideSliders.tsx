import { type Editor, MAX_BRUSH_SIZE, MIN_BRUSH_SIZE } from "@contour/canvas";
import { Divider, Slider, Stack, Text } from "@mantine/core";
import { useEditorState } from "../use-editor-state";
import classes from "./SideSliders.module.css";

/** The top of the size slider: sizes past it come from ] and stay as they are until moved. */
const SLIDER_MAX_SIZE = 200;

/**
 * Procreate's side bar for a tablet held in one hand: the size and opacity of what the current
 * tool draws with, as two upright sliders at the canvas's edge, in reach of the thumb while the
 * pen draws. The Brush panel holds the same two settings (and the rest); this is the quick way.
 */
export function SideSliders({ editor }: { editor: Editor }) {
  const { size, opacity, readOnly } = useEditorState(editor, ({ brush, readOnly }) => ({
    size: brush.size,
    opacity: brush.opacity,
    readOnly,
  }));
  if (readOnly) return null;
  return (
    <Stack className={classes.bar} gap={8} align="center" role="group" aria-label="Quick brush">
      <Text fz={10} c="dimmed" aria-hidden>
        {size} px
      </Text>
      <Slider
        orientation="vertical"
        className={classes.slider}
        size="md"
        min={MIN_BRUSH_SIZE}
        max={SLIDER_MAX_SIZE}
        value={Math.min(size, SLIDER_MAX_SIZE)}
        onChange={(next) => editor.setBrush({ size: Math.min(next, MAX_BRUSH_SIZE) })}
        thumbLabel="Size"
        label={(value) => `${value} px`}
      />
      <Divider w={16} />
      <Slider
        orientation="vertical"
        className={classes.slider}
        size="md"
        min={1}
        max={100}
        value={Math.round(opacity * 100)}
        onChange={(percent) => editor.setBrush({ opacity: percent / 100 })}
        thumbLabel="Opacity"
        label={(value) => `${value}%`}
      />
      <Text fz={10} c="dimmed" aria-hidden>
        {Math.round(opacity * 100)}%
      </Text>
    </Stack>
  );
}
