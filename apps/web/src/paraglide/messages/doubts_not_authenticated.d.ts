/**
* | output |
* | --- |
* | "Not authenticated" |
*
* @param {Doubts_Not_AuthenticatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_not_authenticated: ((inputs?: Doubts_Not_AuthenticatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Not_AuthenticatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Not_AuthenticatedInputs = {};
