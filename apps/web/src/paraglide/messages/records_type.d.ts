/**
* | output |
* | --- |
* | "Records must be PDF, JPEG, PNG or WebP files." |
*
* @param {Records_TypeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_type: ((inputs?: Records_TypeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_TypeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_TypeInputs = {};
