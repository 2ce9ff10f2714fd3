import { type Editor, MAX_BRUSH_SIZE, MIN_BRUSH_SIZE, type SettingsSlot } from "@contour/canvas";
import { ActionIcon, Collapse, Group, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconChevronRight, IconRestore } from "@tabler/icons-react";
import { useState } from "react";
import { SavedPresets } from "../brush-presets/SavedPresets";
import { useEditorState } from "../use-editor-state";
import { BrushPresetPicker } from "./BrushPresetPicker";
import { BrushStabiliserSlider } from "./BrushStabiliserSlider";
import { BrushStyleSettings } from "./BrushStyleSettings";
import { ColorPanel } from "./ColorPanel";
import { PercentSetting, SliderSetting } from "./Setting";
import classes from "./WorkbenchPanels.module.css";

/** The panel's title: whose settings the sliders change. */
const titleOf = (slot: SettingsSlot) =>
  slot === "eraser" ? "Eraser" : slot === "shape" ? "Shapes" : "Brush";

/**
 * The brush: its presets and those saved in the workspace, then size, opacity and smoothing of what the current tool draws with
 * (the brush's preset, the eraser or the shapes: each keeps its own), the stabiliser, the
 * preset's or the eraser's tip folded away below them, and the colour all tools share (ColorPanel:
 * picker, hex, HSB and RGB fields, alpha, recent colours, the workspace's palette).
 */
export function BrushPanel({ editor, organizationId }: { editor: Editor; organizationId: string }) {
  const { brush, readOnly } = useEditorState(editor, ({ brush, readOnly }) => ({
    brush,
    readOnly,
  }));
  const [moreOpen, setMoreOpen] = useState(false);
  if (readOnly) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Brush">
      <Group justify="space-between">
        <Text fw={600} fz="sm">
          {titleOf(brush.slot)}
        </Text>
        <Tooltip label="Reset to the preset's settings">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Reset ${titleOf(brush.slot).toLowerCase()}`}
            onClick={() => editor.resetBrush()}
          >
            <IconRestore size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <BrushPresetPicker editor={editor} />
      <SavedPresets editor={editor} organizationId={organizationId} />
      <SliderSetting
        label="Size"
        thumbLabel="Brush size"
        shown={`${brush.size} px`}
        min={MIN_BRUSH_SIZE}
        max={200}
        // Sizes above the slider's range come from ] and stay as they are until moved.
        value={Math.min(brush.size, 200)}
        onChange={(size) => editor.setBrush({ size: Math.min(size, MAX_BRUSH_SIZE) })}
      />
      <PercentSetting
        label="Opacity"
        thumbLabel="Brush opacity"
        minPercent={1}
        fraction={brush.opacity}
        onChange={(opacity) => editor.setBrush({ opacity })}
      />
      <PercentSetting
        label="Smoothing"
        thumbLabel="Brush smoothing"
        fraction={brush.smoothing}
        onChange={(smoothing) => editor.setBrush({ smoothing })}
      />
      <BrushStabiliserSlider editor={editor} />
      {brush.style && (
        <>
          <UnstyledButton
            className={classes.disclosure}
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((open) => !open)}
          >
            <IconChevronRight size={14} className={classes.chevron} />
            <Text fz="xs" fw={500}>
              Brush settings
            </Text>
          </UnstyledButton>
          <Collapse expanded={moreOpen}>
            <BrushStyleSettings editor={editor} style={brush.style} />
          </Collapse>
        </>
      )}
      <ColorPanel editor={editor} organizationId={organizationId} />
    </Stack>
  );
}
