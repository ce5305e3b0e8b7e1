/**
* | output |
* | --- |
* | "Mark all read" |
*
* @param {Notifications_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all: ((inputs?: Notifications_Mark_AllInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mark_AllInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Mark_AllInputs = {};
