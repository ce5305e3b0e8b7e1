/**
* | output |
* | --- |
* | "Sign out {device}" |
*
* @param {Security_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_sign_out_device: ((inputs: Security_Sign_Out_DeviceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Sign_Out_DeviceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Sign_Out_DeviceInputs = {
    device: NonNullable<unknown>;
};
