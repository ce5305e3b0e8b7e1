/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Concerns_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_try_again: ((inputs?: Concerns_Try_AgainInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Try_AgainInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Try_AgainInputs = {};
