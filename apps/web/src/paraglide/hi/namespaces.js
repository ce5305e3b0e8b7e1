/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
export const HINDI_NAMESPACES = ["auth","booking","common","concerns","consents","deletion","doubts","expert","explore","export","feed","home","legal","messages","notifications","people","privacy","profile","records","report","room","security","settings","shell","wallet"];
