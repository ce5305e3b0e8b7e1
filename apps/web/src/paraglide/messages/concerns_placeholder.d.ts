/**
* | output |
* | --- |
* | "What happened, when, and what you would like us to do" |
*
* @param {Concerns_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_placeholder: ((inputs?: Concerns_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_PlaceholderInputs = {};
