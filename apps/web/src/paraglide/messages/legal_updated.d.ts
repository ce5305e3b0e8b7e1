/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_updated: ((inputs: Legal_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_UpdatedInputs = {
    date: NonNullable<unknown>;
};
