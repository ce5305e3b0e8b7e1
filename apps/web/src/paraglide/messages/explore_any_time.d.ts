/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Explore_Any_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_any_time: ((inputs?: Explore_Any_TimeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Any_TimeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Any_TimeInputs = {};
