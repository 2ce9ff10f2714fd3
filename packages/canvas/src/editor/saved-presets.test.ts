import { describe, expect, test } from "vitest";
import { EditorDriver } from "../test/editor-driver.js";
import { BRUSH_PRESETS } from "./brush-presets.js";
import { savedPresetSlot } from "./brush-settings.js";
import { parsePresetSettings, presetSettingsOf, type SavedBrushPreset } from "./saved-presets.js";

const saved = (settings = BRUSH_PRESETS.pencil) => ({
  size: 12,
  opacity: 0.5,
  smoothing: settings.smoothing,
  style: { ...settings.style, grain: 0.2 },
});

describe("presets a designer saved", () => {
  const preset: SavedBrushPreset = {
    id: "b6a1c3f0-0000-4000-8000-000000000001",
    name: "Sketchy pencil",
    settings: saved(),
  };
  const slot = savedPresetSlot(preset.id);

  test("the brush draws with a saved preset, keeps adjustments to it, and resets to it", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.setSavedPresets([preset]);
    editor.choosePreset(slot);
    expect(editor.state.brush).toMatchObject({ preset: slot, slot, ...preset.settings });
    driver.drawStroke([
      { x: 10, y: 10 },
      { x: 60, y: 20 },
    ]);
    expect(driver.strokes()[0]).toMatchObject({ size: 12, style: preset.settings.style });

    editor.setBrush({ size: 40 });
    editor.setTool("eraser");
    editor.setTool("brush");
    expect(editor.state.brush).toMatchObject({ preset: slot, size: 40 });
    editor.resetBrush();
    expect(editor.state.brush.size).toBe(12);
  });

  test("when the preset in hand is deleted, the brush goes back to the first preset", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.setSavedPresets([preset]);
    editor.choosePreset(slot);
    editor.setSavedPresets([]);
    expect(editor.state.brush).toMatchObject({ preset: "ink", slot: "ink", size: 8 });
    expect(editor.state.brush.stash).not.toHaveProperty(slot);
  });

  test("deleted while the eraser is in hand, the brush comes back with the first preset", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.setSavedPresets([preset]);
    editor.choosePreset(slot);
    editor.setTool("eraser");
    editor.setBrush({ size: 70 });
    editor.setSavedPresets([]);
    expect(editor.state.brush).toMatchObject({ slot: "eraser", size: 70, preset: "ink" });
    editor.setTool("brush");
    expect(editor.state.brush).toMatchObject({ slot: "ink", size: BRUSH_PRESETS.ink.size });
  });

  test("what the brush saves is its settings, and an eraser has none to save", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.choosePreset("marker");
    expect(presetSettingsOf(editor.state.brush)).toEqual({
      size: BRUSH_PRESETS.marker.size,
      opacity: BRUSH_PRESETS.marker.opacity,
      smoothing: BRUSH_PRESETS.marker.smoothing,
      style: BRUSH_PRESETS.marker.style,
    });
    editor.setTool("eraser");
    expect(presetSettingsOf(editor.state.brush)).toBeNull();
  });
});

describe("saved settings as received", () => {
  const valid = saved();

  test("valid settings come back equal, unknown fields dropped", () => {
    expect(parsePresetSettings(valid)).toEqual(valid);
    const padded = { ...valid, extra: "x".repeat(1000), style: { ...valid.style, junk: [1, 2] } };
    expect(parsePresetSettings(padded)).toEqual(valid);
  });

  test.each([
    ["a size of 0", { size: 0 }],
    ["a size past the largest brush", { size: 501 }],
    ["an opacity above 1", { opacity: 1.5 }],
    ["a smoothing that is no number", { smoothing: "0.5" }],
    ["a flow of 0", { style: { ...valid.style, flow: 0 } }],
    [
      "a curve that does not span the pressures",
      {
        style: {
          ...valid.style,
          sizeCurve: [
            { x: 0.2, y: 1 },
            { x: 1, y: 1 },
          ],
        },
      },
    ],
    ["no style", { style: null }],
  ])("refuses %s", (_case, patch) => {
    expect(parsePresetSettings({ ...valid, ...patch })).toBeNull();
  });

  test("refuses what is not settings at all", () => {
    for (const value of [null, 12, "pencil", []]) expect(parsePresetSettings(value)).toBeNull();
  });
});
