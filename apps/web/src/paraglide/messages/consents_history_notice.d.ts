/**
* | output |
* | --- |
* | "Privacy notice" |
*
* @param {Consents_History_NoticeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_history_notice: ((inputs?: Consents_History_NoticeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_History_NoticeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_History_NoticeInputs = {};
