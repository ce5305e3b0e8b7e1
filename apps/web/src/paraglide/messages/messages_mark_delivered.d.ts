/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Messages_Mark_DeliveredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_mark_delivered: ((inputs?: Messages_Mark_DeliveredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Mark_DeliveredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Mark_DeliveredInputs = {};
