/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Profile_FaqInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq: ((inputs?: Profile_FaqInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_FaqInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_FaqInputs = {};
