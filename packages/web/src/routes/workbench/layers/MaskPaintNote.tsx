import { type Editor, greyOf } from "@contour/canvas";
import { ColorSwatch, Group, Text } from "@mantine/core";
import { useEditorState } from "../use-editor-state";

/**
 * Under the colour, while the layer's mask is what is painted: the grey the brush's colour paints
 * there (a mask reads only luminance), so a designer sees that red hides about four fifths.
 */
export function MaskPaintNote({ editor }: { editor: Editor }) {
  const { onMask, color } = useEditorState(editor, ({ activeList, brush }) => ({
    onMask: activeList === "mask",
    color: brush.color,
  }));
  if (!onMask) return null;
  const grey = greyOf(color);
  return (
    <Group gap={6} wrap="nowrap" role="note" aria-label="Painting on the mask">
      <ColorSwatch color={grey} size={14} withShadow={false} style={{ flex: "none" }} />
      <Text fz="xs" c="dimmed" truncate>
        On the mask this paints as grey {grey}
      </Text>
    </Group>
  );
}
