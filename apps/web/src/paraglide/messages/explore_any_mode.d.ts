/**
* | output |
* | --- |
* | "Any mode" |
*
* @param {Explore_Any_ModeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_any_mode: ((inputs?: Explore_Any_ModeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Any_ModeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Any_ModeInputs = {};
