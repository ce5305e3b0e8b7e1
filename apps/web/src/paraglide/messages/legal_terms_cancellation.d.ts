/**
* | output |
* | --- |
* | "Cancellation, rescheduling and refunds" |
*
* @param {Legal_Terms_CancellationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_cancellation: ((inputs?: Legal_Terms_CancellationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_CancellationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_CancellationInputs = {};
