/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Concerns_Status_AnsweredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_status_answered: ((inputs?: Concerns_Status_AnsweredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Status_AnsweredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Status_AnsweredInputs = {};
