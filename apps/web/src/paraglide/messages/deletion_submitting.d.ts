/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Deletion_SubmittingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_submitting: ((inputs?: Deletion_SubmittingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_SubmittingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_SubmittingInputs = {};
