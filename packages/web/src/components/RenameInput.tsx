import { TextInput } from "@mantine/core";
import { useState } from "react";

/** Rename in place: Enter or leaving commits, Escape cancels; an empty name is ignored (spec §5). */
export function RenameInput({
  initial,
  onCommit,
  label = "Name",
  className,
}: {
  initial: string;
  onCommit: (name: string | null) => void;
  label?: string;
  className?: string;
}) {
  const [value, setValue] = useState(initial);
  const commit = () => {
    const trimmed = value.trim();
    onCommit(trimmed && trimmed !== initial ? trimmed : null);
  };
  return (
    <TextInput
      size="xs"
      aria-label={label}
      className={className}
      value={value}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setValue(event.currentTarget.value)}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onBlur={commit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === "Enter") commit();
        if (event.key === "Escape") onCommit(null);
      }}
    />
  );
}
