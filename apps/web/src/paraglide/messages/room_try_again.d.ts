/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Room_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_try_again: ((inputs?: Room_Try_AgainInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Try_AgainInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Try_AgainInputs = {};
