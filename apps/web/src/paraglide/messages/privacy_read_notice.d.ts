/**
* | output |
* | --- |
* | "Read the privacy notice" |
*
* @param {Privacy_Read_NoticeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_read_notice: ((inputs?: Privacy_Read_NoticeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Read_NoticeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Read_NoticeInputs = {};
