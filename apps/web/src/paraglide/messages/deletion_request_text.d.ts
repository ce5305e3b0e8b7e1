/**
* | output |
* | --- |
* | "Use the details of the account you want deleted, so we can find and verify it." |
*
* @param {Deletion_Request_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_request_text: ((inputs?: Deletion_Request_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Request_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Request_TextInputs = {};
