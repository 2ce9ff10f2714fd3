import { describe, expect, test } from "vitest";
import { EditorDriver } from "../test/editor-driver.js";
import { BRUSH_PRESETS } from "./brush-presets.js";

const line = [
  { x: 10, y: 10 },
  { x: 60, y: 20 },
];

describe("brush presets and each tool's settings", () => {
  test("each preset keeps its own size, opacity and style as the designer left them", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    expect(editor.state.brush).toMatchObject({ preset: "ink", size: 8 });

    editor.choosePreset("pencil");
    expect(editor.state.brush).toMatchObject({ preset: "pencil", size: BRUSH_PRESETS.pencil.size });
    editor.setBrush({ size: 30, style: { grain: 0.2 } });
    editor.choosePreset("marker");
    expect(editor.state.brush.size).toBe(BRUSH_PRESETS.marker.size);
    expect(editor.state.brush.style).toEqual(BRUSH_PRESETS.marker.style);
    editor.choosePreset("pencil");
    expect(editor.state.brush.size).toBe(30);
    expect(editor.state.brush.style?.grain).toBe(0.2);

    editor.resetBrush();
    expect(editor.state.brush.size).toBe(BRUSH_PRESETS.pencil.size);
    expect(editor.state.brush.style).toEqual(BRUSH_PRESETS.pencil.style);
  });

  test("the eraser and the brush no longer share a size; the colour stays shared", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.setBrush({ size: 40, color: "#ff0000" });
    editor.setTool("eraser");
    expect(editor.state.brush.size).toBe(24);
    editor.setBrush({ size: 90 });
    editor.setTool("brush");
    expect(editor.state.brush).toMatchObject({ size: 40, color: "#ff0000" });
    editor.setTool("eraser");
    expect(editor.state.brush.size).toBe(90);
    // Tools that do not draw leave the settings as they are.
    editor.setTool("hand");
    expect(editor.state.brush.size).toBe(90);
  });

  test("a brush stroke carries its preset's style; eraser and shape strokes carry none", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.choosePreset("chalk");
    driver.drawStroke(line);
    editor.setTool("line");
    driver.drawStroke(line);
    const [chalk, shape] = driver.strokes();
    expect(chalk).toMatchObject({ tool: "brush", size: BRUSH_PRESETS.chalk.size });
    expect(chalk?.style).toEqual(BRUSH_PRESETS.chalk.style);
    expect(shape?.tool).toBe("line");
    expect(shape?.style).toBeUndefined();
  });

  test("style values are kept within their bounds; a malformed curve is ignored", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.choosePreset("airbrush");
    editor.setBrush({
      style: { flow: 0, spacing: 9, hardness: -1, sizeCurve: [{ x: 0.5, y: 1 }] },
    });
    expect(editor.state.brush.style).toMatchObject({
      flow: 0.01,
      spacing: 2,
      hardness: 0,
      sizeCurve: BRUSH_PRESETS.airbrush.style.sizeCurve,
    });
  });

  test("tilt is kept within 0 to 1 and the tip's following is a switch; a style without them stays without", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.choosePreset("airbrush");
    editor.setBrush({ style: { flow: 0.2 } });
    expect(editor.state.brush.style && "tilt" in editor.state.brush.style).toBe(false);
    expect(editor.state.brush.style && "followsAzimuth" in editor.state.brush.style).toBe(false);
    editor.setBrush({ style: { tilt: 3 } });
    expect(editor.state.brush.style?.tilt).toBe(1);
    editor.setBrush({ style: { tilt: -2, followsAzimuth: true } });
    expect(editor.state.brush.style).toMatchObject({ tilt: 0, followsAzimuth: true });
    editor.choosePreset("pencil");
    editor.setBrush({ style: { tilt: Number.NaN } });
    expect(editor.state.brush.style?.tilt).toBe(BRUSH_PRESETS.pencil.style.tilt);
  });
});
