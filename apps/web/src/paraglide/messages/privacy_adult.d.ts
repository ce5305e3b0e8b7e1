/**
* | output |
* | --- |
* | "I am 18 or older" |
*
* @param {Privacy_AdultInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_adult: ((inputs?: Privacy_AdultInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_AdultInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_AdultInputs = {};
