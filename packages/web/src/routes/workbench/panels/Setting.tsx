import { Group, SegmentedControl, Slider, Stack, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";

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

/**
 * One of a few choices, as segments under their label (the radio group takes the label's name):
 * the perspective grid's kind, the symmetry's.
 */
export function ChoiceSetting<T>({
  label,
  choices,
  chosen,
  onChoose,
}: {
  label: string;
  choices: readonly { label: string; value: T }[];
  chosen: T;
  onChoose: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed" id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-labelledby={labelId}
        data={choices.map((choice, index) => ({ value: String(index), label: choice.label }))}
        value={String(choices.findIndex((choice) => choice.value === chosen))}
        onChange={(value) => {
          const choice = choices[Number(value)];
          if (choice) onChoose(choice.value);
        }}
      />
    </Stack>
  );
}
