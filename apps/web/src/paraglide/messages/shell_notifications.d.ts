/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Shell_NotificationsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_notifications: ((inputs?: Shell_NotificationsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_NotificationsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_NotificationsInputs = {};
