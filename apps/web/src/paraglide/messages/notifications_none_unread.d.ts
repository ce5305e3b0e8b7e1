/**
* | output |
* | --- |
* | "No unread notifications" |
*
* @param {Notifications_None_UnreadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_none_unread: ((inputs?: Notifications_None_UnreadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_None_UnreadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_None_UnreadInputs = {};
