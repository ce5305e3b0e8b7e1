/**
* | category | output |
* | --- | --- |
* | "medical" | "per consultation" |
* | "legal" | "per consultation" |
* | "financial" | "per consultation" |
* | "tech" | "per consultation" |
*
* @param {Expert_Per_SessionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_per_session: ((inputs: Expert_Per_SessionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_Per_SessionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_Per_SessionInputs = {
    category: "financial" | "legal" | "medical" | "tech";
};
