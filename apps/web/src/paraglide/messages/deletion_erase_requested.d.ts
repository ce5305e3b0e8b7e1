/**
* | output |
* | --- |
* | "Check your e-mail" |
*
* @param {Deletion_Erase_RequestedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_erase_requested: ((inputs?: Deletion_Erase_RequestedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Erase_RequestedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Erase_RequestedInputs = {};
