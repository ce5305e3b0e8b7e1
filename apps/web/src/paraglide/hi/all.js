/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export * from "./hi-auth.js";
export * from "./hi-booking.js";
export * from "./hi-common.js";
export * from "./hi-concerns.js";
export * from "./hi-consents.js";
export * from "./hi-deletion.js";
export * from "./hi-doubts.js";
export * from "./hi-expert.js";
export * from "./hi-explore.js";
export * from "./hi-export.js";
export * from "./hi-feed.js";
export * from "./hi-home.js";
export * from "./hi-legal.js";
export * from "./hi-messages.js";
export * from "./hi-notifications.js";
export * from "./hi-people.js";
export * from "./hi-privacy.js";
export * from "./hi-profile.js";
export * from "./hi-records.js";
export * from "./hi-report.js";
export * from "./hi-room.js";
export * from "./hi-security.js";
export * from "./hi-settings.js";
export * from "./hi-shell.js";
export * from "./hi-wallet.js";
