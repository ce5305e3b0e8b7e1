/**
* | output |
* | --- |
* | "International format, e.g. +919876543210" |
*
* @param {Profile_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_phone_hint: ((inputs?: Profile_Phone_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Phone_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Phone_HintInputs = {};
