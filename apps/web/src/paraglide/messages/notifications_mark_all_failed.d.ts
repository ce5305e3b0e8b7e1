/**
* | output |
* | --- |
* | "Could not mark your notifications as read" |
*
* @param {Notifications_Mark_All_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all_failed: ((inputs?: Notifications_Mark_All_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mark_All_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Mark_All_FailedInputs = {};
