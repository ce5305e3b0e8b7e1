/**
* | output |
* | --- |
* | "Could not send your reply" |
*
* @param {Concerns_Reply_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const concerns_reply_failed: ((inputs?: Concerns_Reply_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Concerns_Reply_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Concerns_Reply_FailedInputs = {};
