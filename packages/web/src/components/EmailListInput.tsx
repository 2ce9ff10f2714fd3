import { Pill, PillsInput } from "@mantine/core";
import { useRef, useState } from "react";
import { parseEmailList } from "../lib/email-list";

const SEPARATOR_KEYS = new Set(["Enter", ",", " ", ";", "Tab"]);

/**
 * An email-list input: type or paste addresses separated by commas, spaces or new lines. Each
 * valid address becomes a chip; anything else stays in the field with an explanation.
 * (Not TagsInput: its empty suggestion list shares the label and confuses label lookups.)
 */
export function EmailListInput({
  label,
  value,
  onChange,
  typing,
  onTypingChange,
}: {
  label: string;
  value: string[];
  onChange: (emails: string[]) => void;
  /** The text not yet turned into a chip; the parent may count it as an address. */
  typing: string;
  onTypingChange: (text: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  function handleRemove(email: string) {
    onChange(value.filter((other) => other !== email));
    // The chip's button is gone with it: keep the keyboard user in the field, not on <body>.
    fieldRef.current?.focus();
  }

  /** Turns the typed text into chips; returns false when something invalid stays behind. */
  function commit(text: string): boolean {
    const { valid, invalid } = parseEmailList(text);
    const added = valid.filter((email) => !value.includes(email));
    if (added.length) onChange([...value, ...added]);
    onTypingChange(invalid.join(" "));
    setError(invalid.length ? `Not a valid email: ${invalid.join(", ")}` : null);
    return invalid.length === 0;
  }

  return (
    <PillsInput
      label={label}
      description="Separate addresses with commas or spaces."
      error={error}
      size="md"
    >
      <Pill.Group>
        {value.map((email) => (
          <Pill
            key={email}
            withRemoveButton
            // Mantine hides the button from assistive tech and the Tab order by default.
            removeButtonProps={{
              "aria-hidden": false,
              tabIndex: 0,
              "aria-label": `Remove ${email}`,
            }}
            onRemove={() => handleRemove(email)}
          >
            {email}
          </Pill>
        ))}
        <PillsInput.Field
          ref={fieldRef}
          value={typing}
          placeholder={value.length ? "" : "name@studio.com, another@studio.com"}
          onChange={(event) => {
            setError(null);
            const text = event.currentTarget.value;
            // A pasted or typed separator commits what came before it.
            if (/[\s,;]/.test(text)) commit(text);
            else onTypingChange(text);
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace" && !typing && value.length) {
              onChange(value.slice(0, -1));
            } else if (SEPARATOR_KEYS.has(event.key) && typing.trim()) {
              // Tab moves on only once the text is a valid address (or the field is left empty).
              if (!commit(typing) || event.key !== "Tab") event.preventDefault();
            }
          }}
          onBlur={() => {
            if (typing.trim()) commit(typing);
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
