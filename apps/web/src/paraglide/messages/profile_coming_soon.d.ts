/**
* | output |
* | --- |
* | "This feature is coming soon." |
*
* @param {Profile_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_coming_soon: ((inputs?: Profile_Coming_SoonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Coming_SoonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Coming_SoonInputs = {};
