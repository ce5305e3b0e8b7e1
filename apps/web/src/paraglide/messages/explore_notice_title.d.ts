/**
* | output |
* | --- |
* | "Before you see lawyers and CAs" |
*
* @param {Explore_Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_notice_title: ((inputs?: Explore_Notice_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Notice_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Notice_TitleInputs = {};
