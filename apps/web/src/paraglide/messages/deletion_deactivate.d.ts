/**
* | output |
* | --- |
* | "Deactivate instead" |
*
* @param {Deletion_DeactivateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_deactivate: ((inputs?: Deletion_DeactivateInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_DeactivateInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_DeactivateInputs = {};
