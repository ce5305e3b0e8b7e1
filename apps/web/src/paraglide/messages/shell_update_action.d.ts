/**
* | output |
* | --- |
* | "Refresh to update" |
*
* @param {Shell_Update_ActionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_update_action: ((inputs?: Shell_Update_ActionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Update_ActionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Update_ActionInputs = {};
