/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export * from "./hi-consents.js";
export * from "./hi-home.js";
export * from "./hi-settings.js";
export * from "./hi-shell.js";
