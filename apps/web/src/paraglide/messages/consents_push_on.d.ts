/**
* | output |
* | --- |
* | "Notifications to your devices allowed" |
*
* @param {Consents_Push_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_push_on: ((inputs?: Consents_Push_OnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_Push_OnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_Push_OnInputs = {};
