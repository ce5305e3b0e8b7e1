/**
* | output |
* | --- |
* | "Follow-up consultation" |
*
* @param {Records_Follow_UpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_follow_up: ((inputs?: Records_Follow_UpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Follow_UpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Follow_UpInputs = {};
