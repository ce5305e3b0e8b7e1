/**
* | output |
* | --- |
* | "Your signed-in devices could not be loaded." |
*
* @param {Security_Sessions_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_sessions_failed: ((inputs?: Security_Sessions_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Sessions_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Sessions_FailedInputs = {};
