/**
* | output |
* | --- |
* | "Please confirm that you are 18 or older" |
*
* @param {Privacy_Adult_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_adult_required: ((inputs?: Privacy_Adult_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Adult_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Adult_RequiredInputs = {};
