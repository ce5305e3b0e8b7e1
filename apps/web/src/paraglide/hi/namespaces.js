/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export const HINDI_NAMESPACES = ["concerns","consents","deletion","export","home","legal","privacy","profile","records","security","settings","shell","wallet"];
