/**
* | output |
* | --- |
* | "Confirm Booking - {fee}" |
*
* @param {Booking_ConfirmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_confirm: ((inputs: Booking_ConfirmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_ConfirmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_ConfirmInputs = {
    fee: NonNullable<unknown>;
};
