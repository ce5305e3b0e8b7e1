/**
* | output |
* | --- |
* | "Deletion Request Submitted" |
*
* @param {Deletion_SubmittedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_submitted: ((inputs?: Deletion_SubmittedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_SubmittedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_SubmittedInputs = {};
