/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export const HINDI_NAMESPACES = ["consents","doubts","feed","home","people","report","settings","shell"];
