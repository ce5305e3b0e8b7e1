/**
* | output |
* | --- |
* | "Tell people about yourself" |
*
* @param {Profile_Bio_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_bio_placeholder: ((inputs?: Profile_Bio_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Bio_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Bio_PlaceholderInputs = {};
