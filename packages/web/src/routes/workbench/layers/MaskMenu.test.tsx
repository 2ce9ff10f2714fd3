import { addMask, Editor, initializeDocument, readArtboards, readLayers } from "@contour/canvas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { renderWithProviders } from "../../../test/render";
import { LayersPanel } from "./LayersPanel";

function renderPanel(readOnly = false) {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "user-1", readOnly });
  renderWithProviders(<LayersPanel editor={editor} />);
  const layer = () => {
    const artboard = readArtboards(doc)[0];
    return artboard ? readLayers(artboard)[0] : undefined;
  };
  return { doc, editor, layer };
}

async function chooseMaskAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("button", { name: "Layer mask" }));
  await user.click(await screen.findByRole("menuitem", { name }));
}

describe("the layers panel's masks", () => {
  it("adds a mask, paints on it, goes back to the layer, disables and deletes it", async () => {
    const user = userEvent.setup();
    const { editor, layer } = renderPanel();
    expect(screen.queryByRole("button", { name: "Paint on the mask of Layer 1" })).toBeNull();
    await chooseMaskAction(user, "Add mask");
    expect(layer()?.mask).not.toBeNull();
    const onMask = await screen.findByRole("button", { name: "Paint on the mask of Layer 1" });
    expect(onMask).toHaveAttribute("aria-pressed", "true");
    expect(editor.state.activeList).toBe("mask");
    await user.click(screen.getByRole("button", { name: "Paint on Layer 1" }));
    expect(editor.state.activeList).toBe("elements");
    expect(screen.getByRole("button", { name: "Paint on Layer 1" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(onMask);
    expect(editor.state.activeList).toBe("mask");
    await chooseMaskAction(user, "Disable mask");
    expect(layer()?.maskDisabled).toBe(true);
    await chooseMaskAction(user, "Enable mask");
    expect(layer()?.maskDisabled).toBeUndefined();
    await chooseMaskAction(user, "Delete mask");
    expect(layer()?.mask).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Paint on the mask of Layer 1" })).toBeNull(),
    );
    expect(editor.state.activeList).toBe("elements");
  });

  it("a viewer sees the mask thumbnail but no mask actions", () => {
    const doc = new Y.Doc();
    initializeDocument(doc, "server");
    const layerId = readLayers(readArtboards(doc)[0] ?? { layers: new Y.Map() })[0]?.id ?? "";
    addMask(doc, "owner", layerId);
    renderWithProviders(
      <LayersPanel editor={new Editor({ doc, userId: "viewer", readOnly: true })} />,
    );
    expect(screen.getByRole("button", { name: "Paint on the mask of Layer 1" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Layer mask" })).toBeNull();
  });
});
