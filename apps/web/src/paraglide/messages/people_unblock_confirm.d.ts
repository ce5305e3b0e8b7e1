/**
* | output |
* | --- |
* | "Yes, unblock" |
*
* @param {People_Unblock_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_unblock_confirm: ((inputs?: People_Unblock_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Unblock_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Unblock_ConfirmInputs = {};
