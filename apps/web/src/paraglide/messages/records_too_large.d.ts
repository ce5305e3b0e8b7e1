/**
* | output |
* | --- |
* | "Each record must be at most {mb} MB." |
*
* @param {Records_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_too_large: ((inputs: Records_Too_LargeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Too_LargeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Too_LargeInputs = {
    mb: NonNullable<unknown>;
};
