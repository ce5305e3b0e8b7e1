/**
* | output |
* | --- |
* | "Please check your connection and try again." |
*
* @param {Notifications_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_check_connection: ((inputs?: Notifications_Check_ConnectionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Check_ConnectionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Check_ConnectionInputs = {};
