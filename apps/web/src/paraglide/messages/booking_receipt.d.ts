/**
* | output |
* | --- |
* | "Download receipt" |
*
* @param {Booking_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_receipt: ((inputs?: Booking_ReceiptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_ReceiptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_ReceiptInputs = {};
