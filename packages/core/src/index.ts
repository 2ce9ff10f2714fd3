export * from "./access.js";
export * from "./constants.js";
export * from "./errors.js";
export * from "./messages.js";
export * from "./plans.js";
export * from "./roles.js";
export * from "./validation/email.js";
export * from "./validation/password.js";
