/**
* | output |
* | --- |
* | "Your account and data are deleted within {days} business days." |
*
* @param {Deletion_Step_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_step_deleted_text: ((inputs: Deletion_Step_Deleted_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Step_Deleted_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Step_Deleted_TextInputs = {
    days: NonNullable<unknown>;
};
