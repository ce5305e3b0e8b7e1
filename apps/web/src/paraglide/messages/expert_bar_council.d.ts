/**
* | output |
* | --- |
* | "State Bar Council" |
*
* @param {Expert_Bar_CouncilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_bar_council: ((inputs?: Expert_Bar_CouncilInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Bar_CouncilInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Bar_CouncilInputs = {};
