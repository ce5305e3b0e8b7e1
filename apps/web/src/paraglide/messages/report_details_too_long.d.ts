/**
* | output |
* | --- |
* | "Details can be at most {max} characters" |
*
* @param {Report_Details_Too_LongInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const report_details_too_long: ((inputs: Report_Details_Too_LongInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Details_Too_LongInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Details_Too_LongInputs = {
    max: NonNullable<unknown>;
};
