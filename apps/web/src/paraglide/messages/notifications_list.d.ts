/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notifications_ListInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_list: ((inputs?: Notifications_ListInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_ListInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_ListInputs = {};
