/**
* | category | output |
* | --- | --- |
* | "medical" | "Doctors" |
* | "legal" | "Lawyers" |
* | "financial" | "CAs" |
* | "tech" | "IT Experts" |
*
* @param {Explore_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_title: ((inputs: Explore_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_TitleInputs = {
    category: "financial" | "legal" | "medical" | "tech";
};
