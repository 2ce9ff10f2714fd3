import { choosePerspective, Editor, initializeDocument } from "@contour/canvas";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { GuidesPanel } from "./GuidesPanel";

/** The panel of a file without guides, unfolded as a designer opens it. */
async function openPanel() {
  const rendered = renderPanel();
  await userEvent.setup().click(screen.getByRole("button", { name: "Guides" }));
  // The section unfolds with a transition: its controls count once it is open.
  await screen.findByRole("button", { name: "Add ellipse guide" });
  return rendered;
}

/** The panel of a new file, after `prepare` (what was done to the file before it opened). */
function renderPanel(readOnly = false, prepare: (editor: Editor) => void = () => {}) {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({
    doc,
    userId: "user-1",
    readOnly,
    screen: { width: 1000, height: 800 },
  });
  prepare(editor);
  renderWithProviders(<GuidesPanel editor={editor} />);
  return { editor };
}

describe("GuidesPanel", () => {
  it("switches the grid between its kinds and off, each an undo step", async () => {
    const user = userEvent.setup();
    const { editor } = await openPanel();
    await user.click(screen.getByRole("radio", { name: "2-point" }));
    expect(editor.state.guides.perspective?.points).toHaveLength(2);
    await user.click(screen.getByRole("radio", { name: "3-point" }));
    expect(editor.state.guides.perspective?.points).toHaveLength(3);
    const perspective = screen.getByRole("radiogroup", { name: "Perspective" });
    await user.click(within(perspective).getByRole("radio", { name: "Off" }));
    expect(editor.state.guides.perspective).toBeNull();
    act(() => editor.undo());
    expect(editor.state.guides.perspective?.points).toHaveLength(3);
  });

  it("mirrors, or turns round in as many axes as set", async () => {
    const user = userEvent.setup();
    const { editor } = await openPanel();
    await user.click(screen.getByRole("radio", { name: "Vertical" }));
    expect(editor.state.guides.symmetry?.kind).toBe("vertical");
    expect(screen.queryByRole("slider", { name: "Symmetry axes" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Radial" }));
    const axes = await screen.findByRole("slider", { name: "Symmetry axes" });
    expect(axes).toHaveAttribute("aria-valuenow", "6");
    axes.focus();
    await user.keyboard("{ArrowRight}");
    expect(editor.state.guides.symmetry?.axes).toBe(7);
  });

  it("adds an ellipse guide, sets its degree with the slider, removes it", async () => {
    const user = userEvent.setup();
    const { editor } = await openPanel();
    await user.click(screen.getByRole("button", { name: "Add ellipse guide" }));
    expect(editor.state.tool).toBe("guides");
    const slider = await screen.findByRole("slider", { name: "Ellipse degree" });
    expect(slider).toHaveAttribute("aria-valuenow", "35");
    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(editor.state.guides.ellipses[0]?.degree).toBe(37);
    await user.click(screen.getByRole("button", { name: "Remove ellipse guide" }));
    expect(editor.state.guides.ellipses).toEqual([]);
    expect(screen.queryByRole("slider", { name: "Ellipse degree" })).not.toBeInTheDocument();
  });

  it("lays a ruler and a French curve, and takes the selected one away", async () => {
    const user = userEvent.setup();
    const { editor } = await openPanel();
    await user.click(screen.getByRole("button", { name: "Add ruler" }));
    await user.click(screen.getByRole("button", { name: "Add French curve" }));
    expect(editor.state.guides.rulers.map((ruler) => ruler.kind)).toEqual(["straight", "french"]);
    expect(editor.state.tool).toBe("guides");
    await user.click(screen.getByRole("button", { name: "Remove french curve" }));
    expect(editor.state.guides.rulers.map((ruler) => ruler.kind)).toEqual(["straight"]);
  });

  it("keeps showing and snapping the designer's own; snapping needs the guides shown", async () => {
    const user = userEvent.setup();
    const { editor } = await openPanel();
    await user.click(screen.getByRole("switch", { name: "Drawing assist" }));
    expect(editor.state.guideSnapping).toBe(false);
    await user.click(screen.getByRole("switch", { name: "Show guides" }));
    expect(editor.state.guidesShown).toBe(false);
    expect(screen.getByRole("switch", { name: "Drawing assist" })).toBeDisabled();
  });

  it("comes folded on a file without guides, unfolded on one with them", () => {
    renderPanel();
    const fold = () => screen.getByRole("button", { name: "Guides" });
    expect(fold()).toHaveAttribute("aria-expanded", "false");
    cleanup();
    renderPanel(false, (editor) => choosePerspective(editor, 2));
    expect(fold()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("radio", { name: "2-point" })).toBeChecked();
  });

  it("keeps QuickShape as the designer left it, off until turned on", async () => {
    window.localStorage.removeItem("contour.quickShape");
    const user = userEvent.setup();
    const { editor } = await openPanel();
    expect(editor.state.quickShape).toBe(false);
    await user.click(screen.getByRole("switch", { name: "QuickShape" }));
    expect(editor.state.quickShape).toBe(true);
    cleanup();
    const { editor: reopened } = renderPanel();
    expect(reopened.state.quickShape).toBe(true);
    window.localStorage.removeItem("contour.quickShape");
  });

  it("gives a viewer only the switch that shows the guides", () => {
    renderPanel(true);
    expect(screen.getByRole("switch", { name: "Show guides" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "2-point" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add ellipse guide" })).not.toBeInTheDocument();
  });
});
