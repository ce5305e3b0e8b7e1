/**
* | output |
* | --- |
* | "Submit Deletion Request" |
*
* @param {Deletion_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_submit: ((inputs?: Deletion_SubmitInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_SubmitInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_SubmitInputs = {};
