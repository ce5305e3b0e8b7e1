/**
* | output |
* | --- |
* | "Marked as a no-show: you did not join within {minutes} minutes." |
*
* @param {Booking_No_ShowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_no_show: ((inputs: Booking_No_ShowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_No_ShowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_No_ShowInputs = {
    minutes: NonNullable<unknown>;
};
