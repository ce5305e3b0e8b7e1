/**
* | output |
* | --- |
* | "{label} (optional)" |
*
* @param {Report_OptionalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const report_optional: ((inputs: Report_OptionalInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_OptionalInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_OptionalInputs = {
    label: NonNullable<unknown>;
};
