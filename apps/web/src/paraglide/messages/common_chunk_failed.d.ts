/**
* | output |
* | --- |
* | "This screen could not be loaded. Check your connection and try again." |
*
* @param {Common_Chunk_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const common_chunk_failed: ((inputs?: Common_Chunk_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Chunk_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Chunk_FailedInputs = {};
