/**
* | output |
* | --- |
* | "Could not load this question" |
*
* @param {Doubts_Load_One_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_load_one_failed: ((inputs?: Doubts_Load_One_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Load_One_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Load_One_FailedInputs = {};
