/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export * from "./hi-consents.js";
export * from "./hi-doubts.js";
export * from "./hi-feed.js";
export * from "./hi-home.js";
export * from "./hi-people.js";
export * from "./hi-report.js";
export * from "./hi-settings.js";
export * from "./hi-shell.js";
