/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export const HINDI_NAMESPACES = ["auth","booking","common","consents","expert","explore","home","messages","notifications","room","settings","shell"];
