/**
* | output |
* | --- |
* | "Could not process the deletion request" |
*
* @param {Deletion_Erase_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_erase_failed: ((inputs?: Deletion_Erase_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Erase_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Erase_FailedInputs = {};
