/**
* | output |
* | --- |
* | "Booking with {name}, {when}" |
*
* @param {Wallet_Booking_WithInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_booking_with: ((inputs: Wallet_Booking_WithInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Booking_WithInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Booking_WithInputs = {
    name: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
