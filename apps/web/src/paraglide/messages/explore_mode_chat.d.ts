/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Explore_Mode_ChatInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_mode_chat: ((inputs?: Explore_Mode_ChatInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Mode_ChatInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Mode_ChatInputs = {};
