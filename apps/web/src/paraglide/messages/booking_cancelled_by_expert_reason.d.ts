/**
* | output |
* | --- |
* | "Cancelled by the expert: {reason}" |
*
* @param {Booking_Cancelled_By_Expert_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_cancelled_by_expert_reason: ((inputs: Booking_Cancelled_By_Expert_ReasonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cancelled_By_Expert_ReasonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cancelled_By_Expert_ReasonInputs = {
    reason: NonNullable<unknown>;
};
