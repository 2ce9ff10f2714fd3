import {
  type Editor,
  type Hsb,
  hexToRgb,
  hsbForColor,
  hsbToHex,
  type Rgb,
  rgbToHex,
  rgbToHsb,
} from "@contour/canvas";
import { ColorSwatch, Group, SegmentedControl, Stack, Text, UnstyledButton } from "@mantine/core";
import { memo, useState } from "react";
import { MaskPaintNote } from "../layers/MaskPaintNote";
import { useEditorState } from "../use-editor-state";
import { BrushColorField } from "./BrushColorField";
import { ChannelField } from "./ChannelField";
import classes from "./ColorPanel.module.css";
import { PaletteSection } from "./PaletteSection";
import { useRememberedRecentColors } from "./use-remembered-recent-colors";
import panelClasses from "./WorkbenchPanels.module.css";

type ColorModel = "HSB" | "RGB";

const HSB_FIELDS = [
  { key: "h", label: "H", name: "Hue", unit: "°", max: 360 },
  { key: "s", label: "S", name: "Saturation", unit: "%", max: 100 },
  { key: "b", label: "B", name: "Brightness", unit: "%", max: 100 },
] as const;

const RGB_FIELDS = [
  { key: "r", label: "R", name: "Red", max: 255 },
  { key: "g", label: "G", name: "Green", max: 255 },
  { key: "b", label: "B", name: "Blue", max: 255 },
] as const;

const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The brush colour: the hex field with its picker, HSB or RGB numbers and the alpha (the brush's
 * opacity: a stroke has one opacity, so the colour's alpha and the Opacity slider are the same
 * value), the recent colours and the workspace's palette. Memoised: it reads the brush colour
 * itself, and a drag of the Brush panel's size or smoothing slider need not render it again.
 */
export const ColorPanel = memo(function ColorPanel({
  editor,
  organizationId,
}: {
  editor: Editor;
  organizationId: string;
}) {
  const { color, opacity, recentColors } = useEditorState(editor, ({ brush }) => ({
    color: brush.color,
    opacity: brush.opacity,
    recentColors: brush.recentColors,
  }));
  useRememberedRecentColors(editor);
  const [model, setModel] = useState<ColorModel>("HSB");
  /**
   * The HSB numbers last typed or shown: a grey keeps the hue typed for it, and numbers that
   * round to the same colour stay as typed (hsbForColor).
   */
  const [typedHsb, setTypedHsb] = useState<Hsb>(() => rgbToHsb(hexToRgb(color) ?? BLACK));
  const hsb = hsbForColor(color, typedHsb);
  const rgb = hexToRgb(color) ?? BLACK;

  function handleHsbChange(key: keyof Hsb, value: number) {
    const next = { ...hsb, [key]: value };
    setTypedHsb(next);
    editor.setBrush({ color: hsbToHex(next) });
  }

  function handleRgbChange(key: keyof Rgb, value: number) {
    editor.setBrush({ color: rgbToHex({ ...rgb, [key]: value }) });
  }

  const fields =
    model === "HSB"
      ? HSB_FIELDS.map((field) => (
          <ChannelField
            key={field.name}
            label={field.label}
            name={field.name}
            unit={field.unit}
            max={field.max}
            value={hsb[field.key]}
            onChange={(value) => handleHsbChange(field.key, value)}
          />
        ))
      : RGB_FIELDS.map((field) => (
          <ChannelField
            key={field.name}
            label={field.label}
            name={field.name}
            unit=""
            max={field.max}
            value={rgb[field.key]}
            onChange={(value) => handleRgbChange(field.key, value)}
          />
        ));

  return (
    <Stack gap={8} component="section" aria-label="Colour">
      <Group justify="space-between" wrap="nowrap">
        <Text fz="xs" c="dimmed">
          Colour
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Colour model"
          classNames={{ label: classes.modelLabel }}
          data={["HSB", "RGB"]}
          value={model}
          onChange={(value) => setModel(value === "RGB" ? "RGB" : "HSB")}
        />
      </Group>
      <BrushColorField
        color={color}
        swatches={[...recentColors]}
        onChange={(next) => editor.setBrush({ color: next })}
      />
      <MaskPaintNote editor={editor} />
      <div className={classes.channels}>
        {fields}
        <ChannelField
          label="A"
          name="Alpha"
          unit="%"
          max={100}
          value={opacity * 100}
          onChange={(value) => editor.setBrush({ opacity: value / 100 })}
        />
      </div>
      {recentColors.length > 0 && (
        <Stack gap={6}>
          <Text fz="xs" c="dimmed">
            Recent
          </Text>
          <Group gap={6} role="group" aria-label="Recent colours">
            {recentColors.map((recent) => (
              <UnstyledButton
                key={recent}
                className={panelClasses.swatch}
                aria-label={`Use ${recent}`}
                aria-pressed={recent === color}
                onClick={() => editor.chooseColor(recent)}
              >
                <ColorSwatch color={recent} size={20} />
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
      )}
      <PaletteSection editor={editor} organizationId={organizationId} color={color} />
    </Stack>
  );
});
