/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Profile_NotificationsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_notifications: ((inputs?: Profile_NotificationsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_NotificationsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_NotificationsInputs = {};
