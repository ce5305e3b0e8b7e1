/**
* | output |
* | --- |
* | "You are offline. Showing what this device has saved; booking, posting and other changes need a connection." |
*
* @param {Shell_OfflineInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_offline: ((inputs?: Shell_OfflineInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_OfflineInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_OfflineInputs = {};
