/**
* | output |
* | --- |
* | "privacy notice" |
*
* @param {Auth_Privacy_NoticeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_privacy_notice: ((inputs?: Auth_Privacy_NoticeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Privacy_NoticeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Privacy_NoticeInputs = {};
