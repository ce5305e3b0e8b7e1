/**
* | output |
* | --- |
* | "Notifications to your devices withdrawn" |
*
* @param {Consents_Push_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_push_off: ((inputs?: Consents_Push_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_Push_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_Push_OffInputs = {};
