/**
* | output |
* | --- |
* | "We send you a final confirmation once deletion is complete." |
*
* @param {Deletion_Step_Final_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_step_final_text: ((inputs?: Deletion_Step_Final_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Step_Final_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Step_Final_TextInputs = {};
