/**
* | output |
* | --- |
* | "Export your data first" |
*
* @param {Deletion_Export_FirstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_export_first: ((inputs?: Deletion_Export_FirstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Export_FirstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Export_FirstInputs = {};
