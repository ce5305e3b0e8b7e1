/**
* | output |
* | --- |
* | "Failed to accept answer" |
*
* @param {Doubts_Accept_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_accept_failed: ((inputs?: Doubts_Accept_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Accept_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Accept_FailedInputs = {};
