/**
* | output |
* | --- |
* | "Voice" |
*
* @param {Explore_Mode_VoiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_mode_voice: ((inputs?: Explore_Mode_VoiceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Mode_VoiceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Mode_VoiceInputs = {};
