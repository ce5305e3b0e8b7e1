/**
* | output |
* | --- |
* | "Deletion is permanent" |
*
* @param {Deletion_PermanentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_permanent: ((inputs?: Deletion_PermanentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_PermanentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_PermanentInputs = {};
