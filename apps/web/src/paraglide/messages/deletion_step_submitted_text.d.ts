/**
* | output |
* | --- |
* | "We record your request and confirm it on screen." |
*
* @param {Deletion_Step_Submitted_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_step_submitted_text: ((inputs?: Deletion_Step_Submitted_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Step_Submitted_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Step_Submitted_TextInputs = {};
