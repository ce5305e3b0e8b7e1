/**
* | output |
* | --- |
* | "Chat with our team" |
*
* @param {Profile_Live_Chat_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_live_chat_text: ((inputs?: Profile_Live_Chat_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Live_Chat_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Live_Chat_TextInputs = {};
