import type { RenderSettingsProblem } from "./render-settings.js";
import { PROMPT_MAX_LENGTH, RENDER_OUTPUTS_MAX } from "./render-settings.js";

/** What the Render panel and the server say about AI requests (issue 18). */
export const AI_MESSAGES = {
  editorsOnly: "Only Editors and Admins of this file can render.",
  switchedOffByStaff:
    "AI rendering is switched off for this workspace. Contact support to turn it on.",
  switchedOffByAdmin: "An Admin of this workspace has switched AI rendering off.",
  quotaReached: (quota: number) =>
    `This workspace has made its ${quota.toLocaleString("en-US")} AI requests for this month. The count starts again on the 1st.`,
  noBackend:
    "No render backend is set up. A workspace Admin can add one in Settings › AI, or the operator of this server can set COMFYUI_URL.",
  tooManyWaiting: (limit: number) =>
    `This workspace already has ${limit} requests waiting. Wait for some to finish or cancel them.`,
  sourceRequired: "Choose what to render: the artboard, a selection or layers.",
  maskRequired: "Select the region to change: Modify repaints only inside it.",
  generationNotFound: "This request does not exist or you cannot see it.",
  outputNotFound: "This image does not exist or you cannot see it.",
  notYours: "Only the designer who asked for it or a workspace Admin can do this.",
} as const;

export const RENDER_SETTINGS_MESSAGES: Record<RenderSettingsProblem, string> = {
  promptTooLong: `A prompt can be at most ${PROMPT_MAX_LENGTH} characters.`,
  promptRequired: "Write a prompt: it says what to make.",
  influenceOutOfRange: "The drawing influence is a whole number from 0 to 100%.",
  outputsOutOfRange: `Ask for 1 to ${RENDER_OUTPUTS_MAX} images.`,
  seedOutOfRange: "A seed is a whole number from 0 to 2147483647.",
  unknownStyle: "This style does not exist.",
  upscaleFactor: "Upscale by 2x or 4x.",
};
