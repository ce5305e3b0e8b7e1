/**
* | output |
* | --- |
* | "Confirm deletion" |
*
* @param {Deletion_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_confirm: ((inputs?: Deletion_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_ConfirmInputs = {};
