/**
* | output |
* | --- |
* | "Video" |
*
* @param {Booking_Type_VideoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_type_video: ((inputs?: Booking_Type_VideoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Type_VideoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Type_VideoInputs = {};
