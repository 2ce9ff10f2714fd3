import { NumberInput } from "@mantine/core";
import { useRef, useState } from "react";
import classes from "./ColorPanel.module.css";
import { leaveFieldOnEnter } from "./leave-field-on-enter";

/**
 * One number of the brush colour (a hue, a channel, the alpha): a short visible label, the full
 * name for assistive technology, whole numbers from 0 to `max`. A number typed shows on the
 * brush at once; Enter keeps it and Escape takes the edit back, and both leave the field so that
 * the tool shortcuts work again, as in the hex field.
 */
export function ChannelField({
  label,
  name,
  unit,
  max,
  value,
  onChange,
}: {
  /** One letter above the field. */
  label: string;
  /** The accessible name: "Hue", "Red", "Alpha"… */
  name: string;
  unit: "°" | "%" | "";
  max: number;
  /** Exact; shown rounded. */
  value: number;
  onChange: (value: number) => void;
}) {
  /** What is typed, while the field has focus: an empty field is not a number to apply. */
  const [draft, setDraft] = useState<number | string | null>(null);
  /** The value when the field took focus, for Escape. */
  const before = useRef(value);

  return (
    <NumberInput
      size="xs"
      label={label}
      aria-label={name}
      classNames={{ label: classes.channelLabel, input: classes.channelInput }}
      min={0}
      max={max}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      hideControls
      rightSection={unit && <span className={classes.channelUnit}>{unit}</span>}
      rightSectionWidth={unit ? 14 : 0}
      rightSectionPointerEvents="none"
      value={draft ?? Math.round(value)}
      onChange={(next) => {
        setDraft(next);
        if (typeof next === "number") onChange(next);
      }}
      onKeyDown={(event) =>
        leaveFieldOnEnter(event, () => {
          if (value !== before.current) onChange(before.current);
        })
      }
      onFocus={(event) => {
        before.current = value;
        event.currentTarget.select();
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
