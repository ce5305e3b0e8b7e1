/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Booking_Type_ChatInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_type_chat: ((inputs?: Booking_Type_ChatInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Type_ChatInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Type_ChatInputs = {};
