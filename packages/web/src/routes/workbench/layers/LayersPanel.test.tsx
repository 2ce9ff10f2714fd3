import { Editor, initializeDocument, readArtboards, readLayers } from "@contour/canvas";
import { screen, within } from "@testing-library/react";
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
  return { doc, rows };
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
});
