/**
* | output |
* | --- |
* | "Accept answer" |
*
* @param {Doubts_AcceptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_accept: ((inputs?: Doubts_AcceptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_AcceptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_AcceptInputs = {};
