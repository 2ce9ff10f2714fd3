import { Editor, initializeDocument, readArtboards, readLayers } from "@contour/canvas";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { LayersPanel } from "./LayersPanel";

function layersOf(doc: Y.Doc) {
  const artboard = readArtboards(doc)[0];
  return artboard ? readLayers(artboard) : [];
}

function renderPanel(readOnly = false) {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "user-1", readOnly });
  renderWithProviders(<LayersPanel editor={editor} />);
  const rows = () =>
    within(screen.getByRole("list", { name: "Layer list" }))
      .getAllByRole("listitem")
      .map((row) => row.getAttribute("aria-label"));
  return { doc, editor, rows };
}

const opacityOf = (doc: Y.Doc) => layersOf(doc)[0]?.opacity;

/**
 * jsdom lays nothing out: the slider's track gets a 100 px width at the page's left edge, so a
 * pointer at x is x % of the way along it.
 */
function layOutTrack(slider: HTMLElement) {
  const track = slider.parentElement?.parentElement;
  if (!track) throw new Error("no slider track");
  track.getBoundingClientRect = () => new DOMRect(0, 0, 100, 10);
  return track;
}

describe("LayersPanel", () => {
  it("adds layers above the active one, top first, and deletes them", async () => {
    const user = userEvent.setup();
    const { doc, rows } = renderPanel();
    await user.click(screen.getByRole("button", { name: "New layer" }));
    expect(await screen.findByRole("listitem", { name: "Layer 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(rows()).toEqual(["Layer 2", "Layer 1"]);
    await user.click(screen.getByRole("button", { name: "Delete layer" }));
    await screen.findByRole("listitem", { name: "Layer 1" });
    expect(layersOf(doc).map((layer) => layer.name)).toEqual(["Layer 1"]);
    expect(screen.getByRole("button", { name: "Delete layer" })).toBeDisabled();
  });

  it("renames in place, hides and locks a layer", async () => {
    const user = userEvent.setup();
    const { doc } = renderPanel();
    await user.dblClick(screen.getByRole("button", { name: "Select Layer 1" }));
    const field = screen.getByRole("textbox", { name: "Layer name" });
    await user.clear(field);
    await user.type(field, "Sketch{Enter}");
    await user.click(await screen.findByRole("button", { name: "Hide Sketch" }));
    await user.click(screen.getByRole("button", { name: "Lock Sketch" }));
    await screen.findByRole("button", { name: "Unlock Sketch" });
    expect(layersOf(doc)[0]).toMatchObject({ name: "Sketch", visible: false, locked: true });
  });

  it("duplicates, moves with Alt+arrows and merges down", async () => {
    const user = userEvent.setup();
    const { doc, rows } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Duplicate layer" }));
    await screen.findByRole("listitem", { name: "Layer 1 copy" });
    expect(rows()).toEqual(["Layer 1 copy", "Layer 1"]);
    screen.getByRole("button", { name: "Select Layer 1 copy" }).focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await screen.findByText("Layer 1 copy");
    expect(layersOf(doc).map((layer) => layer.name)).toEqual(["Layer 1 copy", "Layer 1"]);
    await user.click(screen.getByRole("button", { name: "Select Layer 1" }));
    await user.click(screen.getByRole("button", { name: "Merge down" }));
    await screen.findByRole("listitem", { name: "Layer 1 copy" });
    expect(layersOf(doc).map((layer) => layer.name)).toEqual(["Layer 1 copy"]);
  });

  it("shows the layers without any control to a viewer", () => {
    renderPanel(true);
    expect(screen.getByRole("listitem", { name: "Layer 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New layer" })).toBeNull();
    expect(screen.getByRole("button", { name: "Hide Layer 1" })).toBeDisabled();
  });

  it("names the layer-opacity slider and shows its value", () => {
    renderPanel();
    const slider = screen.getByRole("slider", { name: "Layer opacity" });
    expect(slider).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText("100%")).toBeInTheDocument();
  });

  it("takes each of 30 quick ← presses, one undo step each", async () => {
    const user = userEvent.setup();
    const { doc, editor } = renderPanel();
    screen.getByRole("slider", { name: "Layer opacity" }).focus();
    await user.keyboard("{ArrowLeft}".repeat(30));
    expect(opacityOf(doc)).toBeCloseTo(0.7);
    // The slider shows it, and so does the layer's row.
    await waitFor(() => expect(screen.getAllByText("70%")).toHaveLength(2));
    editor.undo();
    expect(opacityOf(doc)).toBeCloseTo(0.71);
  });

  it("writes the document while the slider is dragged, and undoes the drag in one step", async () => {
    const { doc, editor } = renderPanel();
    const track = layOutTrack(screen.getByRole("slider", { name: "Layer opacity" }));
    // The slider follows the pointer once per animation frame.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    fireEvent.pointerDown(track);
    fireEvent.mouseDown(track, { clientX: 80, clientY: 5 });
    await nextFrame();
    expect(opacityOf(doc)).toBeCloseTo(0.8);
    for (const x of [60, 40]) {
      fireEvent.mouseMove(document, { clientX: x, clientY: 5 });
      await nextFrame();
      expect(opacityOf(doc)).toBeCloseTo(x / 100);
    }
    fireEvent.mouseUp(document);
    await waitFor(() => expect(screen.getByText("40%")).toBeInTheDocument());
    editor.undo();
    expect(opacityOf(doc)).toBe(1);
    expect(editor.history.undoStack).toHaveLength(0);
  });
});

describe("LayersPanel with layer folders", () => {
  it("shows a folder with its layers indented under it, closes it, and sets its opacity", async () => {
    const { doc, editor, rows } = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "New layer" }));
    await userEvent.click(screen.getByRole("button", { name: "Groups" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Group layers/ }));
    // The menu closes (its items' states were those of when it opened).
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(rows()).toEqual(["Group 1", "Layer 2", "Layer 1"]));
    const folderId = editor.state.activeFolderId;
    expect(folderId).not.toBeNull();
    const folderRow = screen.getByRole("listitem", { name: "Group 1" });
    expect(folderRow.getAttribute("aria-current")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Close Group 1" }));
    expect(rows()).toEqual(["Group 1", "Layer 1"]);
    await userEvent.click(screen.getByRole("button", { name: "Open Group 1" }));
    expect(rows()).toEqual(["Group 1", "Layer 2", "Layer 1"]);
    await userEvent.click(screen.getByRole("button", { name: "Hide Group 1" }));
    const artboard = readArtboards(doc)[0];
    const folder = artboard?.layers.get(folderId as string);
    expect(folder?.get("visible")).toBe(false);
    // Choosing a layer in it makes the controls the layer's again.
    await userEvent.click(screen.getByRole("button", { name: "Select Layer 2" }));
    expect(editor.state.activeFolderId).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Groups" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Move out of group/ }));
    // The panel follows the document at the next animation frame.
    await waitFor(() => expect(rows()).toEqual(["Layer 2", "Group 1", "Layer 1"]));
  });
});
