/**
* | output |
* | --- |
* | "Request deletion" |
*
* @param {Deletion_RequestInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_request: ((inputs?: Deletion_RequestInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_RequestInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_RequestInputs = {};
