/**
* | output |
* | --- |
* | "Not authenticated" |
*
* @param {Profile_Not_AuthenticatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_not_authenticated: ((inputs?: Profile_Not_AuthenticatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Not_AuthenticatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Not_AuthenticatedInputs = {};
