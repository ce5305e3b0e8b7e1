/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Concerns_SubmittingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_submitting: ((inputs?: Concerns_SubmittingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_SubmittingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_SubmittingInputs = {};
