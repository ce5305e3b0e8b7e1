/**
* | output |
* | --- |
* | "Notifications to your devices; withdrawing turns them off on every device" |
*
* @param {Consents_Push_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_push_text: ((inputs?: Consents_Push_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_Push_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_Push_TextInputs = {};
