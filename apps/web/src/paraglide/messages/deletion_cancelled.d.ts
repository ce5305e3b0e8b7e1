/**
* | output |
* | --- |
* | "Deletion cancelled. Your account stays." |
*
* @param {Deletion_CancelledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_cancelled: ((inputs?: Deletion_CancelledInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_CancelledInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_CancelledInputs = {};
