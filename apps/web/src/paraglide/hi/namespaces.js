/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export const HINDI_NAMESPACES = ["consents","home","settings","shell"];
