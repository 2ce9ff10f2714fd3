import { Editor, initializeDocument } from "@contour/canvas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { BrushStyleSettings } from "./BrushStyleSettings";

function renderSettings(preset: "pencil" | "marker") {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "user-1" });
  editor.choosePreset(preset);
  const style = editor.state.brush.style;
  if (!style) throw new Error("a preset has a style");
  const view = renderWithProviders(<BrushStyleSettings editor={editor} style={style} />);
  return { editor, view };
}

describe("BrushStyleSettings", () => {
  it("shows the preset's tilt on a named slider, and the keyboard changes it", async () => {
    const user = userEvent.setup();
    const { editor } = renderSettings("pencil");
    const tilt = screen.getByRole("slider", { name: "Brush tilt" });
    expect(tilt).toHaveAttribute("aria-valuenow", "100");
    tilt.focus();
    await user.keyboard("{ArrowLeft}");
    expect(editor.state.brush.style?.tilt).toBeCloseTo(0.99);
  });

  it("switches whether the tip follows the pen's lean", async () => {
    const user = userEvent.setup();
    const { editor } = renderSettings("marker");
    screen.debug(undefined, 100000);
    const follows = screen.getByRole("switch", { name: "Tip follows the pen's lean" });
    expect(follows).toBeChecked();
    await user.click(follows);
    expect(editor.state.brush.style?.followsAzimuth).toBe(false);
  });
});
