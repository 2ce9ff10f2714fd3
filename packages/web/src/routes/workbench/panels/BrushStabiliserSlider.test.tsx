import { Editor, initializeDocument } from "@contour/canvas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { BrushStabiliserSlider } from "./BrushStabiliserSlider";

describe("BrushStabiliserSlider", () => {
  it("starts off and sets the brush's stabiliser strength", async () => {
    const user = userEvent.setup();
    const doc = new Y.Doc();
    initializeDocument(doc, "server");
    const editor = new Editor({ doc, userId: "user-1" });
    renderWithProviders(<BrushStabiliserSlider editor={editor} />);

    const slider = screen.getByRole("slider", { name: "Brush stabiliser" });
    expect(slider).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText("Off")).toBeInTheDocument();
    slider.focus();
    await user.keyboard("{ArrowRight}".repeat(40));
    expect(editor.state.brush.stabiliser).toBeCloseTo(0.4);
    expect(screen.getByText("40%")).toBeInTheDocument();
  });
});
