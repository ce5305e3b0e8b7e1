/**
* | output |
* | --- |
* | "The room opens at {time}" |
*
* @param {Room_Opens_AtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_opens_at: ((inputs: Room_Opens_AtInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Opens_AtInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Opens_AtInputs = {
    time: NonNullable<unknown>;
};
