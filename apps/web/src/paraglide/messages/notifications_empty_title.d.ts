/**
* | output |
* | --- |
* | "No notifications" |
*
* @param {Notifications_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_empty_title: ((inputs?: Notifications_Empty_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Empty_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Empty_TitleInputs = {};
