/**
* | output |
* | --- |
* | "This confirmation link is not valid. Ask for the deletion again from the account deletion page." |
*
* @param {Deletion_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_bad_link: ((inputs?: Deletion_Bad_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Bad_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Bad_LinkInputs = {};
