/**
* | output |
* | --- |
* | "Something else" |
*
* @param {Concerns_Subject_OtherInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_subject_other: ((inputs?: Concerns_Subject_OtherInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Subject_OtherInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Subject_OtherInputs = {};
