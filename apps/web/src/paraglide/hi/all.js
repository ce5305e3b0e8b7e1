/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export * from "./hi-auth.js";
export * from "./hi-booking.js";
export * from "./hi-common.js";
export * from "./hi-consents.js";
export * from "./hi-expert.js";
export * from "./hi-explore.js";
export * from "./hi-home.js";
export * from "./hi-messages.js";
export * from "./hi-notifications.js";
export * from "./hi-room.js";
export * from "./hi-settings.js";
export * from "./hi-shell.js";
