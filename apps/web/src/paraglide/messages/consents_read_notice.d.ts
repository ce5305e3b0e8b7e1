/**
* | output |
* | --- |
* | "Read the privacy notice" |
*
* @param {Consents_Read_NoticeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_read_notice: ((inputs?: Consents_Read_NoticeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_Read_NoticeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_Read_NoticeInputs = {};
