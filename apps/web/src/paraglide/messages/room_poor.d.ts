/**
* | output |
* | --- |
* | "Poor connection" |
*
* @param {Room_PoorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_poor: ((inputs?: Room_PoorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_PoorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_PoorInputs = {};
