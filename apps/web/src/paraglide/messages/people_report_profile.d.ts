/**
* | output |
* | --- |
* | "Report {name}'s profile" |
*
* @param {People_Report_ProfileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_report_profile: ((inputs: People_Report_ProfileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Report_ProfileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Report_ProfileInputs = {
    name: NonNullable<unknown>;
};
