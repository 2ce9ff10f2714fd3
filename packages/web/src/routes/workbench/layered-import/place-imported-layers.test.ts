import {
  Editor,
  groupEntries,
  initializeDocument,
  type LayerTree,
  MAX_FOLDER_DEPTH,
  readArtboards,
  readLayers,
  readLayerTree,
} from "@contour/canvas";
import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { flattenLayers } from "./layered-file";
import { folderLevelsLeft, placeImportedLayers } from "./place-imported-layers";

type Node = {
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: string;
  children?: Node[];
};
const layer = (name: string, fields: Partial<Node> = {}): Node => ({
  name,
  visible: true,
  opacity: 1,
  blendMode: "normal",
  ...fields,
});

/** A file's tree as the readers give it, flattened to `maxDepth`, each layer "uploaded". */
function uploadedOf(file: Node[], maxDepth: number) {
  return flattenLayers(file, maxDepth).map(({ node: _node, ...fields }, index) => ({
    layer: { ...fields, left: 0, top: 0, width: 10, height: 10, png: async () => new Blob() },
    blobId: `blob-${index}`,
    maskBlobId: null,
  }));
}

function shape(tree: LayerTree): string {
  return tree
    .map((node) =>
      node.kind === "layer"
        ? node.layer.name
        : `${node.folder.name}${node.folder.blendMode === "normal" ? "" : `:${node.folder.blendMode}`}(${shape(node.children)})`,
    )
    .join(",");
}

function build() {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "user-1" });
  const artboard = readArtboards(doc)[0];
  if (!artboard) throw new Error("no artboard");
  const tree = () => {
    const current = readArtboards(doc)[0];
    return current ? readLayerTree(current, readLayers(current)) : [];
  };
  return { doc, editor, artboard, tree };
}

const FILE = [
  layer("Paper"),
  layer("Body", {
    children: [
      layer("Lines"),
      layer("Wheels", { blendMode: "multiply", children: [layer("Rim"), layer("Tyre")] }),
    ],
  }),
  layer("Notes"),
];

describe("imported layers in folders", () => {
  test("a file's groups come in as folders, in the file's order, as one undo step", () => {
    const { editor, artboard, tree } = build();
    expect(folderLevelsLeft(editor)).toBe(MAX_FOLDER_DEPTH);
    placeImportedLayers(editor, artboard.id, uploadedOf(FILE, folderLevelsLeft(editor)), 1);
    expect(shape(tree())).toBe("Layer 1,Paper,Body(Lines,Wheels:multiply(Rim,Tyre)),Notes");
    editor.undo();
    expect(shape(tree())).toBe("Layer 1");
  });

  test("inside a folder, only the levels left come in; deeper groups are flattened", () => {
    const { doc, editor, artboard, tree } = build();
    const active = editor.state.activeLayerId as string;
    for (const name of ["A", "B", "C"]) groupEntries(doc, "test", [active], name);
    expect(folderLevelsLeft(editor)).toBe(1);
    placeImportedLayers(editor, artboard.id, uploadedOf(FILE, folderLevelsLeft(editor)), 1);
    expect(shape(tree())).toBe(
      "A(B(C(Layer 1,Paper,Body(Lines,Wheels / Rim,Wheels / Tyre),Notes)))",
    );
  });
});
