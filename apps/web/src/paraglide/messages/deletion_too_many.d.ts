/**
* | output |
* | --- |
* | "Too many deletion requests from your network. Please try again in an hour, or write to our support team." |
*
* @param {Deletion_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_too_many: ((inputs?: Deletion_Too_ManyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Too_ManyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Too_ManyInputs = {};
