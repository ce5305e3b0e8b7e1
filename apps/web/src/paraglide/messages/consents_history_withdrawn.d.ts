/**
* | output |
* | --- |
* | "withdrawn" |
*
* @param {Consents_History_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_history_withdrawn: ((inputs?: Consents_History_WithdrawnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_History_WithdrawnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_History_WithdrawnInputs = {};
