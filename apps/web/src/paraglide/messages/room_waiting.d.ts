/**
* | output |
* | --- |
* | "Waiting for {name} to join…" |
*
* @param {Room_WaitingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_waiting: ((inputs: Room_WaitingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_WaitingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_WaitingInputs = {
    name: NonNullable<unknown>;
};
