/**
* | output |
* | --- |
* | "You:" |
*
* @param {Messages_You_PrefixInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_you_prefix: ((inputs?: Messages_You_PrefixInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_You_PrefixInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_You_PrefixInputs = {};
