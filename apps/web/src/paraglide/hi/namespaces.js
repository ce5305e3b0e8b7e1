/* eslint-disable */
// Compiled by scripts/compile-messages.mjs (docs/i18n.md).
<<<<<<< HEAD
<<<<<<< HEAD
export const HINDI_NAMESPACES = ["concerns","consents","deletion","export","home","legal","privacy","profile","records","security","settings","shell","wallet"];
=======
export const HINDI_NAMESPACES = ["consents","doubts","feed","home","people","report","settings","shell"];
>>>>>>> hic-work
=======
export const HINDI_NAMESPACES = ["auth","booking","common","consents","expert","explore","home","messages","notifications","room","settings","shell"];
>>>>>>> hia-work
