/**
* | output |
* | --- |
* | "We'll verify your identity within {days} business days." |
*
* @param {Deletion_Submitted_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_submitted_text: ((inputs: Deletion_Submitted_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Submitted_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Submitted_TextInputs = {
    days: NonNullable<unknown>;
};
