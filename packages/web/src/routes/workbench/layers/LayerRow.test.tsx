import {
  type BlendMode,
  initializeDocument,
  type LayerView,
  readArtboards,
  readLayers,
  updateLayer,
} from "@contour/canvas";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { LayerRow } from "./LayerRow";

function layerWith(props: {
  blendMode: BlendMode;
  opacity: number;
  alphaLocked?: boolean;
}): LayerView {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const [artboard] = readArtboards(doc);
  const [layer] = artboard ? readLayers(artboard) : [];
  if (!artboard || !layer) throw new Error("no layer");
  updateLayer(doc, "test", layer.id, props);
  const [updated] = readLayers(artboard);
  if (!updated) throw new Error("no layer");
  return updated;
}

function renderRow(layer: LayerView, clipped = false) {
  const nothing = () => {};
  renderWithProviders(
    <ul>
      <LayerRow
        layer={layer}
        clipped={clipped}
        thumbnail={<canvas data-testid="thumbnail" />}
        active={false}
        readOnly={false}
        dropSide={null}
        onActivate={nothing}
        onRename={nothing}
        onToggleVisible={nothing}
        onToggleLocked={nothing}
        onDragStart={nothing}
        onDragOver={nothing}
        onDrop={nothing}
        onMove={nothing}
      />
    </ul>,
  );
  return screen.getByRole("listitem", { name: layer.name });
}

describe("a layer row", () => {
  it("shows the blend mode and opacity under the name when they are not Normal and 100%", () => {
    const row = renderRow(layerWith({ blendMode: "multiply", opacity: 0.47 }));
    expect(row).toHaveTextContent("Layer 1Multiply · 47%");
    expect(row).toContainElement(screen.getByTestId("thumbnail"));
  });

  it("says nothing more of a Normal layer at 100%", () => {
    const row = renderRow(layerWith({ blendMode: "normal", opacity: 1 }));
    expect(row).toHaveTextContent(/^Layer 1$/);
  });

  it("names a version 3 mode as designers know it", () => {
    expect(renderRow(layerWith({ blendMode: "difference", opacity: 1 }))).toHaveTextContent(
      /^Layer 1Difference$/,
    );
  });

  it("marks neither clipping nor alpha lock on a plain layer", () => {
    const plain = renderRow(layerWith({ blendMode: "normal", opacity: 1 }));
    expect(plain).not.toHaveAttribute("data-clipped");
    expect(screen.queryByRole("img", { name: "Clipped to the layer below" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Transparent pixels locked" })).toBeNull();
  });

  it("marks a clipped layer and an alpha-locked one", () => {
    const layer = layerWith({ blendMode: "normal", opacity: 1, alphaLocked: true });
    const marked = renderRow(layer, true);
    expect(marked).toHaveAttribute("data-clipped");
    expect(screen.getByRole("img", { name: "Clipped to the layer below" })).toBeVisible();
    expect(screen.getByRole("img", { name: "Transparent pixels locked" })).toBeVisible();
  });
});
