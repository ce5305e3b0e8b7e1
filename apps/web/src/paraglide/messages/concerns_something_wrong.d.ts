/**
* | output |
* | --- |
* | "Something went wrong?" |
*
* @param {Concerns_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_something_wrong: ((inputs?: Concerns_Something_WrongInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Something_WrongInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Something_WrongInputs = {};
