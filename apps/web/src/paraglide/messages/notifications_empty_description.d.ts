/**
* | output |
* | --- |
* | "You're all caught up!" |
*
* @param {Notifications_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_empty_description: ((inputs?: Notifications_Empty_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Empty_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Empty_DescriptionInputs = {};
