import { ARTBOARD_SIZE_INVALID, type ArtboardSize, parseArtboardSize } from "@contour/canvas";
import { Button, Group, Stack, Text } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { ArtboardSizeFields, type SizeDraft } from "./ArtboardSizeFields";

/**
 * A board's size as a form: the fields, anything more the caller asks (`children`), and Cancel
 * and the submit button. A size no board can have is refused in the form's words; a valid one
 * goes to `onSubmit`.
 */
export function ArtboardSizeForm({
  initial,
  submitLabel,
  onCancel,
  onSubmit,
  children,
}: {
  initial: SizeDraft;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (size: ArtboardSize) => void;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const size = parseArtboardSize(draft);
    if (!size) return setError(ARTBOARD_SIZE_INVALID);
    onSubmit(size);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="md">
        <ArtboardSizeFields value={draft} onChange={setDraft} />
        {children}
        {error && (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
