/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Concerns_ChooseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_choose: ((inputs?: Concerns_ChooseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_ChooseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_ChooseInputs = {};
