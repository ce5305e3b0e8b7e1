/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Records_DeleteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_delete: ((inputs: Records_DeleteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_DeleteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_DeleteInputs = {
    name: NonNullable<unknown>;
};
