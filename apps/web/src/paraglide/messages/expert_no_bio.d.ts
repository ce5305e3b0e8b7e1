/**
* | output |
* | --- |
* | "No bio yet." |
*
* @param {Expert_No_BioInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_no_bio: ((inputs?: Expert_No_BioInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_No_BioInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_No_BioInputs = {};
