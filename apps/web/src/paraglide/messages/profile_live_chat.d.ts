/**
* | output |
* | --- |
* | "Live Chat" |
*
* @param {Profile_Live_ChatInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_live_chat: ((inputs?: Profile_Live_ChatInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Live_ChatInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Live_ChatInputs = {};
