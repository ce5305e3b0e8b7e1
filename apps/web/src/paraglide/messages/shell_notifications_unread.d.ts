/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {Shell_Notifications_UnreadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_notifications_unread: ((inputs: Shell_Notifications_UnreadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Notifications_UnreadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Notifications_UnreadInputs = {
    count: NonNullable<unknown>;
};
