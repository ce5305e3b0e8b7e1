/**
* | output |
* | --- |
* | "First consultation" |
*
* @param {Records_First_VisitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_first_visit: ((inputs?: Records_First_VisitInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_First_VisitInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_First_VisitInputs = {};
