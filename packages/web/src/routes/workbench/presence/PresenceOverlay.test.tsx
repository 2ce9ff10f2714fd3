import {
  addElements,
  Editor,
  initializeDocument,
  readArtboards,
  readLayers,
} from "@contour/canvas";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { PresenceOverlay } from "./PresenceOverlay";
import { buildCollaborator, createTestRoom } from "./test-room";

const self = { id: "me", name: "Ada Designer", color: "#1b73bf" };
const bo = { id: "bo", name: "Bo Sketch", color: "#db1f1f" };
const publisher = { notePointer: () => {}, dispose: () => {} };

function setUp() {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const artboard = readArtboards(doc)[0];
  const layerId = artboard ? (readLayers(artboard)[0]?.id ?? "") : "";
  const editor = new Editor({ doc, userId: self.id });
  act(() => editor.setViewport({ scale: 2, x: 10, y: 20, rotation: 0, flipped: false }));
  const { room, set } = createTestRoom();
  render(<PresenceOverlay editor={editor} presence={{ self, room, publisher }} />);
  return { doc, editor, set, layerId, artboardId: artboard?.id ?? null };
}

describe("PresenceOverlay", () => {
  test("another person's pointer, named in their colour, where our viewport puts it", () => {
    const { set, artboardId } = setUp();
    set([buildCollaborator(1, bo, { artboardId, pointer: { x: 100, y: 50 } })]);
    const cursor = screen.getByTestId("cursor");
    expect(cursor).toHaveTextContent("Bo Sketch");
    expect(cursor).toHaveStyle({ transform: "translate(210px, 120px)" });
    expect(screen.getByText("Bo Sketch")).toHaveStyle({ background: "#db1f1f" });
  });

  test("no cursor of ours from another tab, nor of someone whose pointer is off the canvas", () => {
    const { set } = setUp();
    set([
      buildCollaborator(1, self, { pointer: { x: 5, y: 5 } }),
      buildCollaborator(2, bo, { pointer: null }),
    ]);
    expect(screen.queryByTestId("cursor")).toBeNull();
  });

  test("what another person selected is outlined around its bounds", () => {
    const { doc, set, layerId } = setUp();
    addElements(doc, "test", layerId, [
      {
        kind: "image",
        id: "picture",
        blobId: "blob",
        x: 10,
        y: 10,
        width: 40,
        height: 20,
        rotation: 0,
      },
    ]);
    set([buildCollaborator(1, bo, { selection: { layerId, elementIds: ["picture"] } })]);
    const outline = screen.getByTestId("others-selection");
    expect(outline).toHaveAttribute("stroke", "#db1f1f");
    expect(outline).toHaveAttribute("points", "30,40 110,40 110,80 30,80");
  });

  test("on our turned, mirrored view, their pointer and selection are where the view puts them", () => {
    const { doc, editor, set, layerId, artboardId } = setUp();
    // Mirrored, then a quarter turn: artboard (x, y) shows at (300 - 2y, 400 - 2x).
    act(() => editor.setViewport({ scale: 2, x: 300, y: 400, rotation: 90, flipped: true }));
    addElements(doc, "test", layerId, [
      {
        kind: "image",
        id: "picture",
        blobId: "blob",
        x: 10,
        y: 10,
        width: 40,
        height: 20,
        rotation: 0,
      },
    ]);
    set([
      buildCollaborator(1, bo, {
        artboardId,
        pointer: { x: 100, y: 50 },
        selection: { layerId, elementIds: ["picture"] },
      }),
    ]);
    expect(screen.getByTestId("cursor")).toHaveStyle({ transform: "translate(200px, 200px)" });
    expect(screen.getByTestId("others-selection")).toHaveAttribute(
      "points",
      "280,380 280,300 240,300 240,380",
    );
  });
});
