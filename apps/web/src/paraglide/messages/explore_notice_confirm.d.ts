/**
* | output |
* | --- |
* | "By continuing you confirm that you are seeking this information of your own accord, and that no one from ExpertConnect or these professionals has invited you..." |
*
* @param {Explore_Notice_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_notice_confirm: ((inputs?: Explore_Notice_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Notice_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Notice_ConfirmInputs = {};
