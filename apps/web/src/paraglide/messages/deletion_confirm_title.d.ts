/**
* | output |
* | --- |
* | "Confirm account deletion" |
*
* @param {Deletion_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_confirm_title: ((inputs?: Deletion_Confirm_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Confirm_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Confirm_TitleInputs = {};
