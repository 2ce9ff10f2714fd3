import type { ArtboardAnchor, Editor } from "@contour/canvas";
import { Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ArtboardSizeForm } from "../../../components/artboard-size/ArtboardSizeForm";

/**
 * The artboard's size (Photoshop's Canvas Size, Procreate's Crop & Resize): a preset or pixels,
 * and where the drawing stays, in the middle or at the top left. One undo step. The form is
 * made anew at each opening (the modal mounts it only while open), from the board's size then.
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
  const [anchor, setAnchor] = useState<ArtboardAnchor>("center");
  const artboard = editor.artboard();
  return (
    <Modal opened={opened} onClose={onClose} title="Artboard size" centered>
      <ArtboardSizeForm
        initial={{ width: artboard?.width ?? 1920, height: artboard?.height ?? 1080 }}
        submitLabel="Apply"
        onCancel={onClose}
        onSubmit={(size) => {
          if (editor.resizeArtboard(size, anchor)) onClose();
        }}
      >
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
      </ArtboardSizeForm>
    </Modal>
  );
}
