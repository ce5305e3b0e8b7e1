/**
* | output |
* | --- |
* | "Deletion confirmed" |
*
* @param {Deletion_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_confirmed: ((inputs?: Deletion_ConfirmedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_ConfirmedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_ConfirmedInputs = {};
