import type { Editor } from "@contour/canvas";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconPhotoPin } from "@tabler/icons-react";
import { useMemo, useRef } from "react";
import { notifyError } from "../../../lib/notify";
import { imageFileRefusal } from "../images/image-file-check";
import { uploadWorkbenchImage } from "../images/workbench-images";
import { useEditorState } from "../use-editor-state";

/** The image element selected alone, whose picture can be pinned. */
function selectedImageBlob(editor: Editor): string | null {
  const [only, ...more] = editor.selectedElements();
  return only?.kind === "image" && more.length === 0 ? only.blobId : null;
}

/**
 * The header's reference menu: pin the selected image, or an image from disk (uploaded to the
 * file, so that it is there on the next visit, but placed on no layer), or unpin.
 */
export function ReferenceMenu({
  editor,
  workbenchId,
  pinned,
  onPin,
  onUnpin,
}: {
  editor: Editor;
  workbenchId: string;
  pinned: boolean;
  onPin: (blobId: string) => void;
  onUnpin: () => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const { readOnly, selection } = useEditorState(editor, ({ readOnly, selection }) => ({
    readOnly,
    selection,
  }));
  // Read from the document when the selection changes, not at every state change (each sample
  // of a stroke being drawn is one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selection` is what the answer follows.
  const selectedBlob = useMemo(() => selectedImageBlob(editor), [editor, selection]);

  async function pinFile(file: File) {
    const refusal = await imageFileRefusal(file);
    if (refusal) return notifyError(refusal);
    try {
      onPin(await uploadWorkbenchImage(workbenchId, file));
    } catch (error) {
      notifyError((error as Error).message);
    }
  }

  return (
    <>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <Tooltip label="Reference" withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label="Reference">
              <IconPhotoPin size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item disabled={!selectedBlob} onClick={() => selectedBlob && onPin(selectedBlob)}>
            Pin the selected image
          </Menu.Item>
          {!readOnly && (
            <Menu.Item onClick={() => picker.current?.click()}>Pin an image from disk…</Menu.Item>
          )}
          {pinned && <Menu.Item onClick={onUnpin}>Unpin reference</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label="Reference image file"
        onChange={(event) => {
          const [file] = event.currentTarget.files ?? [];
          event.currentTarget.value = "";
          if (file) void pinFile(file);
        }}
      />
    </>
  );
}
