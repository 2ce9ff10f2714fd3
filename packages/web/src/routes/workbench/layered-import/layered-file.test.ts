import { describe, expect, test } from "vitest";
import { layeredKind } from "./import-layered-file";
import { blendModeNamed, type FileLayerNode, flattenLayers, psdCanvasSize } from "./layered-file";
import { parseOraStack } from "./read-ora";

const layer = (name: string, fields: Partial<FileLayerNode> = {}): FileLayerNode => ({
  name,
  visible: true,
  opacity: 1,
  blendMode: "normal",
  ...fields,
});

describe("layers read from PSD and OpenRaster files", () => {
  test("Photoshop's and OpenRaster's blend modes become ours; unknown ones Normal", () => {
    expect(blendModeNamed("linear dodge")).toBe("add");
    expect(blendModeNamed("svg:plus")).toBe("add");
    expect(blendModeNamed("color burn")).toBe("color-burn");
    expect(blendModeNamed("svg:multiply")).toBe("multiply");
    expect(blendModeNamed("vivid light")).toBe("normal");
    expect(blendModeNamed(undefined)).toBe("normal");
  });

  test("groups are flattened into named layers, hidden and faded with their group", () => {
    const flat = flattenLayers([
      layer("Paper"),
      layer("Body", {
        opacity: 0.5,
        children: [layer("Lines", { opacity: 0.8 }), layer("Shade", { blendMode: "multiply" })],
      }),
      layer("Notes", { visible: false, children: [layer("Arrows")] }),
      layer("Empty group", { children: [] }),
      layer(""),
    ]);
    expect(flat.map(({ node, folder, ...rest }) => rest)).toEqual([
      { name: "Paper", visible: true, opacity: 1, blendMode: "normal" },
      { name: "Body / Lines", visible: true, opacity: 0.4, blendMode: "normal" },
      { name: "Body / Shade", visible: true, opacity: 0.5, blendMode: "multiply" },
      { name: "Notes / Arrows", visible: false, opacity: 1, blendMode: "normal" },
      { name: "Layer", visible: true, opacity: 1, blendMode: "normal" },
    ]);
  });

  test("groups come in as folders down to the depth left; deeper ones are flattened into them", () => {
    const file = [
      layer("Paper"),
      layer("Body", {
        opacity: 0.5,
        blendMode: "pass through",
        children: [
          layer("Lines"),
          layer("Wheels", {
            blendMode: "multiply",
            children: [layer("Rim"), layer("Tyre", { visible: false, children: [layer("Tread")] })],
          }),
        ],
      }),
    ];
    const rows = (maxDepth: number) =>
      flattenLayers(file, maxDepth).map(({ name, visible, folder }) => {
        const path: string[] = [];
        for (let at = folder; at; at = at.parent) path.unshift(`${at.name}:${at.blendMode}`);
        return `${path.join(" > ")} | ${name}${visible ? "" : " (hidden)"}`;
      });
    expect(rows(4)).toEqual([
      " | Paper",
      "Body:normal | Lines",
      "Body:normal > Wheels:multiply | Rim",
      "Body:normal > Wheels:multiply > Tyre:normal | Tread",
    ]);
    expect(rows(2)).toEqual([
      " | Paper",
      "Body:normal | Lines",
      "Body:normal > Wheels:multiply | Rim",
      "Body:normal > Wheels:multiply | Tyre / Tread (hidden)",
    ]);
    const [, lines] = flattenLayers(file, 1);
    expect(lines?.folder?.opacity).toBe(0.5);
    expect(lines?.opacity).toBe(1);
  });

  test("an OpenRaster stack is read top first into layers bottom first, nested stacks too", () => {
    const { width, height, nodes } = parseOraStack(`<?xml version="1.0"?>
      <image w="1920" h="1080">
        <stack>
          <layer name="Notes &#38; arrows" src="data/2.png" visibility="hidden" opacity="0.5"/>
          <stack name="Body" opacity="0.8">
            <layer name="Shade" src="data/1.png" composite-op="svg:multiply" x="10" y="20"/>
          </stack>
          <layer name="Paper" src="data/0.png"/>
        </stack>
      </image>`);
    expect({ width, height }).toEqual({ width: 1920, height: 1080 });
    expect(
      flattenLayers(nodes).map(({ node, folder, ...rest }) => ({
        ...rest,
        src: node.src,
        x: node.x,
      })),
    ).toEqual([
      { name: "Paper", visible: true, opacity: 1, blendMode: "normal", src: "data/0.png", x: 0 },
      {
        name: "Body / Shade",
        visible: true,
        opacity: 0.8,
        blendMode: "multiply",
        src: "data/1.png",
        x: 10,
      },
      {
        name: "Notes & arrows",
        visible: false,
        opacity: 0.5,
        blendMode: "normal",
        src: "data/2.png",
        x: 0,
      },
    ]);
  });

  test("a layered file is known by its name, as browsers give PSDs no type", () => {
    expect(layeredKind(new File([], "Car.PSD"))).toBe("psd");
    expect(layeredKind(new File([], "car.ora"))).toBe("ora");
    expect(layeredKind(new File([], "car.png", { type: "image/png" }))).toBeNull();
  });

  test("a PSD's canvas size is read from its header, before anything is decoded", () => {
    const header = new Uint8Array(26);
    header.set([0x38, 0x42, 0x50, 0x53]);
    const view = new DataView(header.buffer);
    view.setUint32(14, 30000);
    view.setUint32(18, 20000);
    expect(psdCanvasSize(header.buffer)).toEqual({ width: 20000, height: 30000 });
    expect(psdCanvasSize(new Uint8Array(26).buffer)).toBeNull();
    expect(psdCanvasSize(new Uint8Array(4).buffer)).toBeNull();
  });
});
