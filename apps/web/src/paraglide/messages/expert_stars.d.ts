/**
* | output |
* | --- |
* | "{stars} out of 5 stars" |
*
* @param {Expert_StarsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_stars: ((inputs: Expert_StarsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_StarsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_StarsInputs = {
    stars: NonNullable<unknown>;
};
