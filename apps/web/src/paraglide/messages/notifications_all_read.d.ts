/**
* | output |
* | --- |
* | "All notifications marked as read" |
*
* @param {Notifications_All_ReadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_all_read: ((inputs?: Notifications_All_ReadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_All_ReadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_All_ReadInputs = {};
