/**
* | output |
* | --- |
* | "This device" |
*
* @param {Security_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_this_device: ((inputs?: Security_This_DeviceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_This_DeviceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_This_DeviceInputs = {};
