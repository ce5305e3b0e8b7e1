/**
* | output |
* | --- |
* | "My account" |
*
* @param {Concerns_Subject_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_subject_account: ((inputs?: Concerns_Subject_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Subject_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Subject_AccountInputs = {};
