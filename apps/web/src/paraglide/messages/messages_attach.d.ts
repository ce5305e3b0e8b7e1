/**
* | output |
* | --- |
* | "Attach an image or PDF" |
*
* @param {Messages_AttachInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_attach: ((inputs?: Messages_AttachInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_AttachInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_AttachInputs = {};
