import type { Editor } from "@contour/canvas";
import { Group, Slider, type SliderProps, Text } from "@mantine/core";
import { useCallback, useRef, useSyncExternalStore } from "react";

type DocumentSliderProps = Omit<
  SliderProps,
  "value" | "onChange" | "onChangeEnd" | "label" | "thumbLabel"
> & {
  editor: Editor;
  /** The slider's accessible name. */
  name: string;
  /** The value as the document holds it now. */
  read: () => number;
  /** Writes a value into the document with the editor's origin, in one transaction. */
  write: (value: number) => void;
  /** The value as shown beside the slider ("47%"). */
  format: (value: number) => string;
};

/**
 * A slider whose value lives in the document (a layer's opacity). It shows the document's value
 * as it is now, not as of the panel's last frame, because the next arrow press steps from what it
 * shows: quick presses would otherwise each step from the same stale value and get lost. It
 * writes at every move, so the canvas and collaborators follow a drag, and makes each drag and
 * each key press one undo step.
 */
export function DocumentSlider({
  editor,
  name,
  read,
  write,
  format,
  className,
  ...slider
}: DocumentSliderProps) {
  const { doc } = editor;
  const subscribe = useCallback(
    (onChange: () => void) => {
      doc.on("update", onChange);
      return () => doc.off("update", onChange);
    },
    [doc],
  );
  const value = useSyncExternalStore(subscribe, read);
  /** The undo group of the drag or key press in progress: a new one at each press. */
  const gesture = useRef<object>({});
  const startGesture = () => {
    gesture.current = {};
  };
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      className={className}
      onPointerDownCapture={startGesture}
      onKeyDownCapture={startGesture}
    >
      <Slider
        {...slider}
        flex={1}
        value={value}
        label={null}
        thumbLabel={name}
        onChange={(next) => editor.writeGrouped(gesture.current, () => write(next))}
      />
      <Text fz="xs" c="dimmed" miw={32} ta="right" aria-hidden>
        {format(value)}
      </Text>
    </Group>
  );
}
