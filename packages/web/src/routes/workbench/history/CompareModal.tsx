import { type Editor, type ImageSource, readArtboards, renderArtboard } from "@contour/canvas";
import { Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import type { WorkbenchVersionView } from "../../../graphql/documents/versions";
import classes from "./HistoryPanel.module.css";
import { versionTime } from "./version-days";

/** As wide as the server's previews (THUMBNAIL_WIDTH), so both sides show the same detail. */
const COMPARE_WIDTH = 560;

/** The drawing as it is now: its first artboard, drawn here with the editor's images. */
function CurrentDrawing({ editor, images }: { editor: Editor; images: ImageSource }) {
  const target = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = target.current;
    const artboard = readArtboards(editor.doc)[0];
    if (!canvas || !artboard) return;
    const drawn = renderArtboard(editor.doc, artboard.id, {
      scale: Math.min(1, COMPARE_WIDTH / artboard.width),
      createSurface: (width, height) => {
        const surface = document.createElement("canvas");
        surface.width = width;
        surface.height = height;
        return surface;
      },
      images,
    });
    canvas.width = drawn.width;
    canvas.height = drawn.height;
    canvas.getContext("2d")?.drawImage(drawn, 0, 0);
  }, [editor, images]);
  return <canvas ref={target} aria-label="The current drawing" />;
}

/** A version beside the drawing as it is now. */
export function CompareModal({
  version,
  editor,
  images,
  onClose,
}: {
  version: WorkbenchVersionView | null;
  editor: Editor;
  images: ImageSource;
  onClose: () => void;
}) {
  const title = version && (version.name ?? versionTime(version.createdAt));
  return (
    <Modal opened={version !== null} onClose={onClose} title="Compare with current" size="xl">
      {version && (
        <div className={classes.compare}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <img src={version.previewUrl} alt={`Preview of ${title}`} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Current
            </Text>
            <CurrentDrawing editor={editor} images={images} />
          </Stack>
        </div>
      )}
    </Modal>
  );
}
