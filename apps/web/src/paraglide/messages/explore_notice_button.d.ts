/**
* | output |
* | --- |
* | "I understand, show profiles" |
*
* @param {Explore_Notice_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_notice_button: ((inputs?: Explore_Notice_ButtonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Notice_ButtonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Notice_ButtonInputs = {};
