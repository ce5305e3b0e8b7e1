/**
* | output |
* | --- |
* | "Sign in to cancel the deletion." |
*
* @param {Deletion_Sign_In_To_CancelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_sign_in_to_cancel: ((inputs?: Deletion_Sign_In_To_CancelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Sign_In_To_CancelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Sign_In_To_CancelInputs = {};
