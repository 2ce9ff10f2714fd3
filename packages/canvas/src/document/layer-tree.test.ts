import { describe, expect, test } from "vitest";
import { buildLayerTree, layersInOrder, type Placed, type TreeNode } from "./layer-tree.js";

const entry = (id: string, index: string, parent?: string): Placed => ({
  id,
  index,
  ...(parent ? { parent } : {}),
});

/** A tree as nested ids, bottom first: "F(a,b)". */
function shape(nodes: readonly TreeNode<Placed, Placed>[]): string {
  return nodes
    .map((node) =>
      node.kind === "layer" ? node.layer.id : `${node.folder.id}(${shape(node.children)})`,
    )
    .join(",");
}

describe("buildLayerTree", () => {
  test("orders each level by index and puts children in their folder", () => {
    const layers = [
      entry("a", "a2", "F"),
      entry("b", "a1", "F"),
      entry("c", "a0"),
      entry("d", "a3"),
    ];
    const tree = buildLayerTree(layers, [entry("F", "a1")]);
    expect(shape(tree)).toBe("c,F(b,a),d");
    expect(layersInOrder(tree).map((layer) => layer.id)).toEqual(["c", "b", "a", "d"]);
  });

  test("an entry whose folder is missing or is a layer shows at the top level", () => {
    const layers = [entry("a", "a0", "gone"), entry("b", "a1", "a")];
    expect(shape(buildLayerTree(layers, []))).toBe("a,b");
  });

  test("folders in a cycle show at the top level, with what they hold", () => {
    const folders = [entry("F", "a0", "G"), entry("G", "a1", "F"), entry("H", "a2", "G")];
    const tree = buildLayerTree([entry("x", "a0", "H")], folders);
    expect(shape(tree)).toBe("F(),G(H(x))");
  });

  test("a folder past the depth limit shows at the top level", () => {
    const folders = ["1", "2", "3", "4", "5"].map((id, at) =>
      entry(id, "a0", at === 0 ? undefined : String(at)),
    );
    const tree = buildLayerTree([entry("x", "a0", "5")], folders);
    expect(shape(tree)).toBe("1(2(3(4()))),5(x)");
    const deepest = tree[0];
    expect(deepest?.kind === "folder" && deepest.depth).toBe(1);
  });
});
