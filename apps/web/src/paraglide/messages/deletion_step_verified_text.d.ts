/**
* | output |
* | --- |
* | "We contact you to verify your identity within {days} business days." |
*
* @param {Deletion_Step_Verified_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_step_verified_text: ((inputs: Deletion_Step_Verified_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Step_Verified_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Step_Verified_TextInputs = {
    days: NonNullable<unknown>;
};
