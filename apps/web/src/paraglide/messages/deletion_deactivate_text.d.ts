/**
* | output |
* | --- |
* | "Take a break: we hide your account until you sign in again, and nothing is lost. Ask our support team." |
*
* @param {Deletion_Deactivate_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_deactivate_text: ((inputs?: Deletion_Deactivate_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Deactivate_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Deactivate_TextInputs = {};
