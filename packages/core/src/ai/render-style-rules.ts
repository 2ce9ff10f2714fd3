import { RENDER_SETTINGS_MESSAGES } from "./ai-messages.js";
import { PROMPT_MAX_LENGTH } from "./render-settings.js";
import type { RenderStyle } from "./style-presets.js";

/**
 * What a workspace Admin may set in a render style (Settings › AI › Render styles), checked the
 * same way by the form and the server before anything reaches a backend.
 */

/** A style's settings, without the id the server gives it. */
export type RenderStyleSettings = Omit<RenderStyle, "id">;
export type RenderStyleField = keyof RenderStyleSettings;

export const RENDER_STYLE_NAME_MAX_LENGTH = 60;
/** Styles a workspace adds of its own; its edited copies of the repo's are not counted. */
export const OWN_RENDER_STYLES_MAX = 24;
export const RENDER_STEPS_MIN = 1;
export const RENDER_STEPS_MAX = 100;
export const RENDER_CFG_MIN = 1;
export const RENDER_CFG_MAX = 30;
export const MODEL_FILE_NAME_MAX_LENGTH = 200;

/** ComfyUI's sampler names (comfy/sampler_names.py, SAMPLER_NAMES), which its KSampler takes. */
export const COMFYUI_SAMPLERS = [
  "euler",
  "euler_cfg_pp",
  "euler_ancestral",
  "euler_ancestral_cfg_pp",
  "heun",
  "heunpp2",
  "dpm_2",
  "dpm_2_ancestral",
  "lms",
  "dpm_fast",
  "dpm_adaptive",
  "dpmpp_2s_ancestral",
  "dpmpp_2s_ancestral_cfg_pp",
  "dpmpp_sde",
  "dpmpp_sde_gpu",
  "dpmpp_2m",
  "dpmpp_2m_cfg_pp",
  "dpmpp_2m_sde",
  "dpmpp_2m_sde_gpu",
  "dpmpp_3m_sde",
  "dpmpp_3m_sde_gpu",
  "ddpm",
  "lcm",
  "ipndm",
  "ipndm_v",
  "deis",
  "res_multistep",
  "ddim",
  "uni_pc",
  "uni_pc_bh2",
] as const;

/** ComfyUI's scheduler names (comfy/sampler_names.py, SCHEDULER_NAMES). */
export const COMFYUI_SCHEDULERS = [
  "normal",
  "karras",
  "exponential",
  "sgm_uniform",
  "simple",
  "ddim_uniform",
  "beta",
  "linear_quadratic",
  "kl_optimal",
] as const;

/**
 * A model file as ComfyUI lists it: a name, or folders and a name, of letters, digits, spaces and
 * `._()+-`, ending in a model extension. No segment starts with a dot, so no `..`, no absolute
 * path and no backslash reach a backend.
 */
const MODEL_FILE_NAME =
  /^[A-Za-z0-9_][\w ().+-]*(\/[A-Za-z0-9_][\w ().+-]*)*\.(safetensors|ckpt|pt|pth|bin|sft)$/;

export function isModelFileName(text: string): boolean {
  return text.length <= MODEL_FILE_NAME_MAX_LENGTH && MODEL_FILE_NAME.test(text);
}

const promptLimit = PROMPT_MAX_LENGTH.toLocaleString("en-US");

export const RENDER_STYLE_MESSAGES = {
  nameRequired: "Give the style a name.",
  nameTooLong: `A style's name can be at most ${RENDER_STYLE_NAME_MAX_LENGTH} characters.`,
  nameTaken: "This workspace already has a style with this name.",
  promptSuffixTooLong: `The prompt suffix can be at most ${promptLimit} characters.`,
  negativePromptTooLong: `The negative prompt can be at most ${promptLimit} characters.`,
  checkpoint:
    "The checkpoint is a model file name as ComfyUI lists it, such as sd_xl_base_1.0.safetensors.",
  controlNet:
    "The ControlNet is a model file name as ComfyUI lists it, such as control-lora-sketch-rank256.safetensors.",
  steps: `Steps are a whole number from ${RENDER_STEPS_MIN} to ${RENDER_STEPS_MAX}.`,
  cfg: `CFG is a number from ${RENDER_CFG_MIN} to ${RENDER_CFG_MAX}, with at most one decimal.`,
  sampler: "Choose one of ComfyUI's samplers.",
  scheduler: "Choose one of ComfyUI's schedulers.",
  influence: RENDER_SETTINGS_MESSAGES.influenceOutOfRange,
  tooMany: `A workspace can add at most ${OWN_RENDER_STYLES_MAX} styles of its own.`,
  notFound: RENDER_SETTINGS_MESSAGES.unknownStyle,
  notOwn: "Styles that come with Contour cannot be deleted: reset them to their default instead.",
  notEdited: "Only a style that comes with Contour has a default to go back to.",
  resetNameTaken: (name: string) =>
    `Another style is called "${name}" now: rename it before resetting this one.`,
} as const;

/** Names compare trimmed and regardless of case: "Clay" and "clay " would look the same. */
export function sameStyleName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("en-US") === b.trim().toLocaleLowerCase("en-US");
}

const isIntegerIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * What is wrong with each field of a style, in the form's order; empty when it may be saved.
 * `otherNames` are the names of the workspace's other styles.
 */
export function renderStyleProblems(
  style: RenderStyleSettings,
  otherNames: readonly string[],
): Partial<Record<RenderStyleField, string>> {
  const problems: Partial<Record<RenderStyleField, string>> = {};
  const name = style.name.trim();
  if (name === "") problems.name = RENDER_STYLE_MESSAGES.nameRequired;
  else if ([...name].length > RENDER_STYLE_NAME_MAX_LENGTH)
    problems.name = RENDER_STYLE_MESSAGES.nameTooLong;
  else if (otherNames.some((other) => sameStyleName(other, name)))
    problems.name = RENDER_STYLE_MESSAGES.nameTaken;
  if (style.promptSuffix.length > PROMPT_MAX_LENGTH)
    problems.promptSuffix = RENDER_STYLE_MESSAGES.promptSuffixTooLong;
  if (style.negativePrompt.length > PROMPT_MAX_LENGTH)
    problems.negativePrompt = RENDER_STYLE_MESSAGES.negativePromptTooLong;
  if (!isModelFileName(style.checkpoint)) problems.checkpoint = RENDER_STYLE_MESSAGES.checkpoint;
  if (!isModelFileName(style.controlNet)) problems.controlNet = RENDER_STYLE_MESSAGES.controlNet;
  if (!isIntegerIn(style.steps, RENDER_STEPS_MIN, RENDER_STEPS_MAX))
    problems.steps = RENDER_STYLE_MESSAGES.steps;
  // Tenths: what a designer types; a float's last digits are not a setting.
  if (
    !Number.isFinite(style.cfg) ||
    style.cfg < RENDER_CFG_MIN ||
    style.cfg > RENDER_CFG_MAX ||
    Math.abs(style.cfg * 10 - Math.round(style.cfg * 10)) > 1e-9
  )
    problems.cfg = RENDER_STYLE_MESSAGES.cfg;
  if (!(COMFYUI_SAMPLERS as readonly string[]).includes(style.sampler))
    problems.sampler = RENDER_STYLE_MESSAGES.sampler;
  if (!(COMFYUI_SCHEDULERS as readonly string[]).includes(style.scheduler))
    problems.scheduler = RENDER_STYLE_MESSAGES.scheduler;
  if (!isIntegerIn(style.influence, 0, 100)) problems.influence = RENDER_STYLE_MESSAGES.influence;
  return problems;
}
