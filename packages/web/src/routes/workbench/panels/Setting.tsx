import { Group, Slider, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A panel control with its label and its value on one line above it. */
export function Setting({
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

type SliderSettingProps = {
  label: string;
  /** The slider's accessible name ("Brush size"). */
  thumbLabel: string;
  /** What the line above the slider says of its value. */
  shown: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
};

/** A slider of whole steps under its label and value, as the panels' sliders all are. */
export function SliderSetting({ label, thumbLabel, shown, ...slider }: SliderSettingProps) {
  return (
    <Setting label={label} value={shown}>
      <Slider size="sm" thumbLabel={thumbLabel} label={null} {...slider} />
    </Setting>
  );
}

/**
 * A share from 0 to 1 set in whole percent, from `minPercent`; the line above says the percent
 * unless `shown` says otherwise.
 */
export function PercentSetting({
  fraction,
  minPercent = 0,
  shown,
  onChange,
  ...rest
}: Omit<SliderSettingProps, "min" | "max" | "value" | "onChange" | "shown"> & {
  fraction: number;
  minPercent?: number;
  shown?: string;
  onChange: (fraction: number) => void;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <SliderSetting
      {...rest}
      shown={shown ?? `${percent}%`}
      min={minPercent}
      max={100}
      value={percent}
      onChange={(value) => onChange(value / 100)}
    />
  );
}
