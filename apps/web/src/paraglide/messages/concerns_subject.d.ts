/**
* | output |
* | --- |
* | "What is it about?" |
*
* @param {Concerns_SubjectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_subject: ((inputs?: Concerns_SubjectInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_SubjectInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_SubjectInputs = {};
