import { describe, expect, it } from "vitest";
import {
  isModelFileName,
  RENDER_STYLE_MESSAGES,
  type RenderStyleSettings,
  renderStyleProblems,
  sameStyleName,
} from "./render-style-rules.js";
import { RENDER_STYLES } from "./style-presets.js";

const STYLE: RenderStyleSettings = {
  name: "Chrome",
  promptSuffix: "polished chrome, studio light",
  negativePrompt: "blurry",
  checkpoint: "sd_xl_base_1.0.safetensors",
  controlNet: "control-lora-sketch-rank256.safetensors",
  steps: 28,
  cfg: 6.5,
  sampler: "dpmpp_2m",
  scheduler: "karras",
  influence: 70,
};

const problemsOf = (changes: Partial<RenderStyleSettings>, others: string[] = []) =>
  renderStyleProblems({ ...STYLE, ...changes }, others);

describe("render style rules", () => {
  it("accept every style that comes with Contour", () => {
    for (const { id: _id, ...style } of RENDER_STYLES)
      expect(renderStyleProblems(style, [])).toEqual({});
  });

  it("want a name of at most 60 characters, unique in the workspace whatever its case", () => {
    expect(problemsOf({ name: "   " })).toEqual({ name: RENDER_STYLE_MESSAGES.nameRequired });
    expect(problemsOf({ name: "x".repeat(60) })).toEqual({});
    expect(problemsOf({ name: "x".repeat(61) })).toEqual({
      name: RENDER_STYLE_MESSAGES.nameTooLong,
    });
    expect(problemsOf({ name: " clay RENDER " }, ["Clay render"])).toEqual({
      name: RENDER_STYLE_MESSAGES.nameTaken,
    });
    expect(sameStyleName("Marker", "marker ")).toBe(true);
  });

  it("keep prompts to 1,000 characters", () => {
    expect(
      problemsOf({ promptSuffix: "a".repeat(1000), negativePrompt: "b".repeat(1000) }),
    ).toEqual({});
    expect(
      problemsOf({ promptSuffix: "a".repeat(1001), negativePrompt: "b".repeat(1001) }),
    ).toEqual({
      promptSuffix: RENDER_STYLE_MESSAGES.promptSuffixTooLong,
      negativePrompt: RENDER_STYLE_MESSAGES.negativePromptTooLong,
    });
  });

  it("keep steps, CFG and influence in range", () => {
    expect(problemsOf({ steps: 1, cfg: 1, influence: 0 })).toEqual({});
    expect(problemsOf({ steps: 100, cfg: 30, influence: 100 })).toEqual({});
    expect(problemsOf({ steps: 0, cfg: 0.9, influence: -1 })).toEqual({
      steps: RENDER_STYLE_MESSAGES.steps,
      cfg: RENDER_STYLE_MESSAGES.cfg,
      influence: RENDER_STYLE_MESSAGES.influence,
    });
    expect(problemsOf({ steps: 101, cfg: 30.1, influence: 101 })).toEqual({
      steps: RENDER_STYLE_MESSAGES.steps,
      cfg: RENDER_STYLE_MESSAGES.cfg,
      influence: RENDER_STYLE_MESSAGES.influence,
    });
    expect(problemsOf({ steps: 20.5, influence: 50.5 })).toEqual({
      steps: RENDER_STYLE_MESSAGES.steps,
      influence: RENDER_STYLE_MESSAGES.influence,
    });
    expect(problemsOf({ cfg: 7.25 })).toEqual({ cfg: RENDER_STYLE_MESSAGES.cfg });
    expect(problemsOf({ cfg: Number.NaN })).toEqual({ cfg: RENDER_STYLE_MESSAGES.cfg });
    expect(problemsOf({ cfg: 7.1 })).toEqual({});
  });

  it("take only ComfyUI's sampler and scheduler names", () => {
    expect(problemsOf({ sampler: "euler_ancestral", scheduler: "sgm_uniform" })).toEqual({});
    expect(problemsOf({ sampler: "Euler a", scheduler: "Karras" })).toEqual({
      sampler: RENDER_STYLE_MESSAGES.sampler,
      scheduler: RENDER_STYLE_MESSAGES.scheduler,
    });
  });

  it("take model files by name or in folders, never a way out of the models folder", () => {
    for (const name of [
      "juggernautXL_v9.safetensors",
      "SDXL/realvis xl 4.0 (baked vae).safetensors",
      "controlnet-union-sdxl-1.0_promax.ckpt",
      "v1-5-pruned-emaonly.pth",
    ])
      expect(isModelFileName(name), name).toBe(true);
    for (const name of [
      "",
      "model",
      "model.txt",
      "../models/x.safetensors",
      "/etc/x.safetensors",
      "sdxl/../../x.safetensors",
      "C:\\models\\x.safetensors",
      ".hidden.safetensors",
      "a//b.safetensors",
      "x.safetensors\n",
      `${"a".repeat(200)}.safetensors`,
    ])
      expect(isModelFileName(name), name).toBe(false);
    expect(problemsOf({ checkpoint: "model.exe", controlNet: "../cn.safetensors" })).toEqual({
      checkpoint: RENDER_STYLE_MESSAGES.checkpoint,
      controlNet: RENDER_STYLE_MESSAGES.controlNet,
    });
  });
});
