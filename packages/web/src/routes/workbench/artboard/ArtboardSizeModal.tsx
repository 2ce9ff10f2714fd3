import {
  ARTBOARD_SIZE_INVALID,
  type ArtboardAnchor,
  type Editor,
  parseArtboardSize,
} from "@contour/canvas";
import { Button, Group, Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import {
  ArtboardSizeFields,
  type SizeDraft,
} from "../../../components/artboard-size/ArtboardSizeFields";

/**
 * The artboard's size (Photoshop's Canvas Size, Procreate's Crop & Resize): a preset or pixels,
 * and where the drawing stays, in the middle or at the top left. One undo step.
 */
export function ArtboardSizeModal({
  editor,
  opened,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<SizeDraft>({ width: 1920, height: 1080 });
  const [anchor, setAnchor] = useState<ArtboardAnchor>("center");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    const artboard = editor.artboard();
    if (artboard) setDraft({ width: artboard.width, height: artboard.height });
    setError(null);
  }, [opened, editor]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const size = parseArtboardSize(draft);
    if (!size) return setError(ARTBOARD_SIZE_INVALID);
    if (editor.resizeArtboard(size, anchor)) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Artboard size" centered>
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <ArtboardSizeFields value={draft} onChange={setDraft} />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="artboard-anchor">
              Keep the drawing
            </Text>
            <SegmentedControl
              aria-labelledby="artboard-anchor"
              value={anchor}
              onChange={(value) => setAnchor(value as ArtboardAnchor)}
              data={[
                { value: "center", label: "In the middle" },
                { value: "top-left", label: "At the top left" },
              ]}
            />
          </Stack>
          {error && (
            <Text fz="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Apply</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
