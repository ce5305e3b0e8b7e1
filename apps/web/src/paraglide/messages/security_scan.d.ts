/**
* | output |
* | --- |
* | "Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…)." |
*
* @param {Security_ScanInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_scan: ((inputs?: Security_ScanInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_ScanInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_ScanInputs = {};
