import { ColorInput } from "@mantine/core";
import { useRef, useState } from "react";
import { leaveFieldOnEnter } from "./leave-field-on-enter";

/**
 * The brush colour's hex field with its picker. A valid colour typed or picked shows on the brush
 * at once (it joins the recent colours when a stroke uses it, not at each keystroke). Enter keeps
 * the colour and Escape takes the edit back; both leave the field, so that the tool shortcuts,
 * which a focused text field keeps to itself, work again at once.
 */
export function BrushColorField({
  color,
  swatches,
  onChange,
}: {
  color: string;
  swatches: string[];
  onChange: (color: string) => void;
}) {
  /** What is typed, while the field has focus: a partial colour is not the brush's. */
  const [draft, setDraft] = useState<string | null>(null);
  /** The brush's colour when the field took focus, for Escape. */
  const before = useRef(color);

  return (
    <ColorInput
      size="xs"
      aria-label="Colour"
      format="hex"
      value={draft ?? color}
      onChange={setDraft}
      onChangeEnd={onChange}
      onKeyDown={(event) =>
        leaveFieldOnEnter(event, () => {
          if (color !== before.current) onChange(before.current);
        })
      }
      onFocus={() => {
        before.current = color;
      }}
      onBlur={() => setDraft(null)}
      withEyeDropper={false}
      swatches={swatches}
      swatchesPerRow={8}
    />
  );
}
