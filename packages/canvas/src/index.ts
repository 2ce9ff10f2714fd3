export * from "./document/history.js";
export * from "./document/ids.js";
export * from "./document/migrate.js";
export * from "./document/parse.js";
export * from "./document/points.js";
export * from "./document/schema.js";
export * from "./document/validate-document.js";
export * from "./document/workbench-document.js";
