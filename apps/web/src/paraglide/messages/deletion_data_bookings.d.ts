/**
* | output |
* | --- |
* | "Booking history and the notes you wrote for experts" |
*
* @param {Deletion_Data_BookingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_data_bookings: ((inputs?: Deletion_Data_BookingsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Data_BookingsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Data_BookingsInputs = {};
