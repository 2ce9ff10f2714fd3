import { ARTBOARD_MAX_SIDE } from "@contour/canvas";
import { Group, NumberInput, Select, Stack } from "@mantine/core";
import { ARTBOARD_PRESETS, presetOfSize, sizeLabel } from "./artboard-presets";

const CUSTOM = "custom";

/** A size being chosen: numbers as typed (a field may be empty while typing). */
export type SizeDraft = { width: number | string; height: number | string };

/**
 * A board's size: a preset, or width and height in pixels typed in (the preset then says
 * Custom). The numbers are kept as typed, not clamped: the caller checks them with
 * `parseArtboardSize` when they are applied and says what is wrong.
 */
export function ArtboardSizeFields({
  value,
  onChange,
}: {
  value: SizeDraft;
  onChange: (size: SizeDraft) => void;
}) {
  const preset =
    typeof value.width === "number" && typeof value.height === "number"
      ? presetOfSize({ width: value.width, height: value.height })
      : undefined;
  return (
    <Stack gap="sm">
      <Select
        label="Size"
        allowDeselect={false}
        data={[
          ...ARTBOARD_PRESETS.map((option) => ({
            value: option.id,
            label: `${option.label} · ${sizeLabel(option)}`,
          })),
          { value: CUSTOM, label: "Custom" },
        ]}
        value={preset?.id ?? CUSTOM}
        onChange={(id) => {
          const chosen = ARTBOARD_PRESETS.find((option) => option.id === id);
          if (chosen) onChange({ width: chosen.width, height: chosen.height });
        }}
      />
      <Group grow gap="sm">
        {(["width", "height"] as const).map((side) => (
          <NumberInput
            key={side}
            label={side === "width" ? "Width" : "Height"}
            suffix=" px"
            min={1}
            max={ARTBOARD_MAX_SIDE}
            allowDecimal={false}
            clampBehavior="none"
            value={value[side]}
            onChange={(typed) => onChange({ ...value, [side]: typed })}
          />
        ))}
      </Group>
    </Stack>
  );
}
