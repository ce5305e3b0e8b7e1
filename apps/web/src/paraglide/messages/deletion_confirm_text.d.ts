/**
* | output |
* | --- |
* | "Your account and personal data will be deleted after {days} business days. You can cancel until then." |
*
* @param {Deletion_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_confirm_text: ((inputs: Deletion_Confirm_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Confirm_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Confirm_TextInputs = {
    days: NonNullable<unknown>;
};
