/**
* | output |
* | --- |
* | "Final confirmation" |
*
* @param {Deletion_Step_FinalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_step_final: ((inputs?: Deletion_Step_FinalInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Step_FinalInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Step_FinalInputs = {};
