/**
* | output |
* | --- |
* | "QR code to add ExpertConnect to your authenticator app" |
*
* @param {Security_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_qr_alt: ((inputs?: Security_Qr_AltInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Qr_AltInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Qr_AltInputs = {};
