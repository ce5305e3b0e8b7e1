/**
* | output |
* | --- |
* | "Request submitted" |
*
* @param {Deletion_Step_SubmittedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_step_submitted: ((inputs?: Deletion_Step_SubmittedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Step_SubmittedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Step_SubmittedInputs = {};
