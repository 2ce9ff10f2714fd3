import type { Editor } from "@contour/canvas";
import { useEditorState } from "../use-editor-state";
import { PercentSetting } from "./Setting";

/**
 * The stabiliser's strength, 0 % (off) to 100 %: how long a string the pen pulls the paint on
 * (packages/canvas/src/tools/stabiliser.ts). One for all tools: it is about the hand, not the
 * brush.
 */
export function BrushStabiliserSlider({ editor }: { editor: Editor }) {
  const strength = useEditorState(editor, (state) => state.brush.stabiliser);
  return (
    <PercentSetting
      label="Stabiliser"
      thumbLabel="Brush stabiliser"
      shown={strength === 0 ? "Off" : undefined}
      fraction={strength}
      onChange={(stabiliser) => editor.setBrush({ stabiliser })}
    />
  );
}
