/**
* | output |
* | --- |
* | "Could not open the session" |
*
* @param {Room_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_open_failed: ((inputs?: Room_Open_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Open_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Open_FailedInputs = {};
