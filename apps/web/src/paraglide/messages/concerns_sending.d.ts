/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Concerns_SendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_sending: ((inputs?: Concerns_SendingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_SendingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_SendingInputs = {};
