/**
* | output |
* | --- |
* | "Voice session with {name}" |
*
* @param {Room_Title_VoiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const room_title_voice: ((inputs: Room_Title_VoiceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Title_VoiceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Title_VoiceInputs = {
    name: NonNullable<unknown>;
};
