/**
* | output |
* | --- |
* | "A new version of {app} is ready." |
*
* @param {Shell_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_update_ready: ((inputs: Shell_Update_ReadyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Update_ReadyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Update_ReadyInputs = {
    app: NonNullable<unknown>;
};
