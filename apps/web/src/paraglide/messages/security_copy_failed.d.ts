/**
* | output |
* | --- |
* | "Could not copy; write them down instead" |
*
* @param {Security_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_copy_failed: ((inputs?: Security_Copy_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Copy_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Copy_FailedInputs = {};
