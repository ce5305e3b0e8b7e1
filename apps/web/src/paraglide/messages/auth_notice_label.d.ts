/**
* | output |
* | --- |
* | "I have read the privacy notice and agree to the processing it describes" |
*
* @param {Auth_Notice_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_notice_label: ((inputs?: Auth_Notice_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Notice_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Notice_LabelInputs = {};
