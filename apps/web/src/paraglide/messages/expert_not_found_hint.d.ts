/**
* | output |
* | --- |
* | "This expert may have been removed, or the link is wrong." |
*
* @param {Expert_Not_Found_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_not_found_hint: ((inputs?: Expert_Not_Found_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Not_Found_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Not_Found_HintInputs = {};
