/**
* | output |
* | --- |
* | "{browser} on {os}" |
*
* @param {Security_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_device: ((inputs: Security_DeviceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_DeviceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_DeviceInputs = {
    browser: NonNullable<unknown>;
    os: NonNullable<unknown>;
};
