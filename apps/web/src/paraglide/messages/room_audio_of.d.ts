/**
* | output |
* | --- |
* | "{name}'s audio" |
*
* @param {Room_Audio_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_audio_of: ((inputs: Room_Audio_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Audio_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Audio_OfInputs = {
    name: NonNullable<unknown>;
};
