export * from "./ai-messages.js";
export * from "./generation-access.js";
export * from "./generation-labels.js";
export * from "./render-settings.js";
export * from "./render-style-rules.js";
export * from "./style-presets.js";
