import { BRUSH_PRESETS, Editor, initializeDocument } from "@contour/canvas";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { BrushPanel } from "./BrushPanel";
import { paletteClient } from "./palette-test-client";

function renderPanel() {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "user-1" });
  renderWithProviders(<BrushPanel editor={editor} organizationId="org-1" />, {
    client: paletteClient().client,
  });
  return { editor };
}

describe("BrushPanel", () => {
  it("chooses a preset, shows its own settings, and says whose settings the eraser's and the shapes' are", async () => {
    const user = userEvent.setup();
    const { editor } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Pencil" }));
    expect(editor.state.brush.preset).toBe("pencil");
    expect(screen.getByRole("button", { name: "Pencil" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Brush settings" }));
    const grain = await screen.findByRole("slider", { name: "Brush grain" });
    expect(grain).toHaveAttribute("aria-valuenow", "70");
    grain.focus();
    await user.keyboard("{ArrowRight}");
    expect(editor.state.brush.style?.grain).toBeCloseTo(0.71);
    screen.getByRole("slider", { name: "Opacity pressure point 2" }).focus();
    await user.keyboard("{ArrowDown}");
    expect(editor.state.brush.style?.opacityCurve.at(-1)).toEqual({ x: 1, y: 0.95 });

    act(() => {
      editor.setTool("eraser");
    });
    expect(screen.getByText("Eraser")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pencil" })).toHaveAttribute("aria-pressed", "false");
    // The eraser's tip is a brush's: hard as it comes, softened here for the eraser alone.
    const hardness = screen.getByRole("slider", { name: "Brush hardness" });
    expect(hardness).toHaveAttribute("aria-valuenow", "100");
    hardness.focus();
    await user.keyboard("{Home}");
    expect(editor.state.brush.style?.hardness).toBe(0);
    act(() => {
      editor.setTool("brush");
    });
    expect(editor.state.brush.style?.hardness).toBe(BRUSH_PRESETS.pencil.style.hardness);

    act(() => {
      editor.setTool("line");
    });
    expect(screen.getByText("Shapes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Brush settings" })).not.toBeInTheDocument();
  });

  it("names each slider, and quick arrow presses each take a step", async () => {
    const user = userEvent.setup();
    const { editor } = renderPanel();
    for (const name of ["Brush size", "Brush opacity", "Brush smoothing"]) {
      expect(screen.getByRole("slider", { name })).toBeInTheDocument();
    }
    screen.getByRole("slider", { name: "Brush smoothing" }).focus();
    await user.keyboard("{ArrowLeft}".repeat(30));
    expect(editor.state.brush.smoothing).toBeCloseTo(0.2);
  });

  it("applies a hex colour on Enter and leaves the field, so shortcuts work at once", async () => {
    const user = userEvent.setup();
    const { editor } = renderPanel();
    const field = screen.getByRole("textbox", { name: "Colour" });
    await user.clear(field);
    await user.type(field, "#ff0000{Enter}");
    expect(editor.state.brush.color).toBe("#ff0000");
    expect(field).not.toHaveFocus();
    expect(field).toHaveValue("#ff0000");
  });

  it("leaves the field on Escape and takes the edit back", async () => {
    const user = userEvent.setup();
    const { editor } = renderPanel();
    const field = screen.getByRole("textbox", { name: "Colour" });
    await user.clear(field);
    await user.type(field, "#123");
    expect(editor.state.brush.color).toBe("#112233");
    await user.keyboard("4{Escape}");
    expect(field).not.toHaveFocus();
    expect(field).toHaveValue("#1f2937");
    expect(editor.state.brush.color).toBe("#1f2937");
  });
});
