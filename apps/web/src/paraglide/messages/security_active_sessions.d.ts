/**
* | output |
* | --- |
* | "Active sessions" |
*
* @param {Security_Active_SessionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_active_sessions: ((inputs?: Security_Active_SessionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Active_SessionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Active_SessionsInputs = {};
