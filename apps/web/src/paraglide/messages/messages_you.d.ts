/**
* | output |
* | --- |
* | "You" |
*
* @param {Messages_YouInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_you: ((inputs?: Messages_YouInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_YouInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_YouInputs = {};
