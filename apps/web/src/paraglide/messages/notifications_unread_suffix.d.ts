/**
* | output |
* | --- |
* | "(unread)" |
*
* @param {Notifications_Unread_SuffixInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_suffix: ((inputs?: Notifications_Unread_SuffixInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unread_SuffixInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Unread_SuffixInputs = {};
