/**
* | output |
* | --- |
* | "Unknown device" |
*
* @param {Security_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_unknown_device: ((inputs?: Security_Unknown_DeviceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Unknown_DeviceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Unknown_DeviceInputs = {};
