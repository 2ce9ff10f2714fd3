import type { BrushStyle, Editor } from "@contour/canvas";
import { Stack, Switch } from "@mantine/core";
import { PressureCurveEditor } from "./PressureCurveEditor";
import { PercentSetting, SliderSetting } from "./Setting";

/**
 * How the brush's preset lays paint, or the eraser takes it away: flow, hardness, spacing,
 * grain, the tip's roundness and angle, how it answers to a pen's tilt, and the pressure curves
 * for size and opacity. Changes stay with the preset (or the eraser).
 */
export function BrushStyleSettings({ editor, style }: { editor: Editor; style: BrushStyle }) {
  const setStyle = (patch: Partial<BrushStyle>) => editor.setBrush({ style: patch });
  const degrees = Math.round((style.angle * 180) / Math.PI);
  return (
    <Stack gap="xs">
      <PercentSetting
        label="Flow"
        thumbLabel="Brush flow"
        minPercent={1}
        fraction={style.flow}
        onChange={(flow) => setStyle({ flow })}
      />
      <PercentSetting
        label="Hardness"
        thumbLabel="Brush hardness"
        fraction={style.hardness}
        onChange={(hardness) => setStyle({ hardness })}
      />
      <SliderSetting
        label="Spacing"
        thumbLabel="Brush spacing"
        shown={`${Math.round(style.spacing * 100)}%`}
        min={2}
        max={200}
        value={Math.round(style.spacing * 100)}
        onChange={(value) => setStyle({ spacing: value / 100 })}
      />
      <PercentSetting
        label="Grain"
        thumbLabel="Brush grain"
        fraction={style.grain}
        onChange={(grain) => setStyle({ grain })}
      />
      <PercentSetting
        label="Roundness"
        thumbLabel="Brush roundness"
        minPercent={5}
        fraction={style.roundness}
        onChange={(roundness) => setStyle({ roundness })}
      />
      <SliderSetting
        label="Angle"
        thumbLabel="Brush angle"
        shown={`${degrees}°`}
        min={-90}
        max={90}
        value={Math.max(-90, Math.min(90, degrees))}
        onChange={(value) => setStyle({ angle: (value * Math.PI) / 180 })}
      />
      <PercentSetting
        label="Tilt"
        thumbLabel="Brush tilt"
        fraction={style.tilt ?? 0}
        onChange={(tilt) => setStyle({ tilt })}
      />
      <Switch
        size="xs"
        label="Tip follows the pen's lean"
        checked={style.followsAzimuth === true}
        onChange={(event) => setStyle({ followsAzimuth: event.currentTarget.checked })}
      />
      <PressureCurveEditor
        label="Size pressure"
        curve={style.sizeCurve}
        onChange={(sizeCurve) => setStyle({ sizeCurve })}
      />
      <PressureCurveEditor
        label="Opacity pressure"
        curve={style.opacityCurve}
        onChange={(opacityCurve) => setStyle({ opacityCurve })}
      />
    </Stack>
  );
}
