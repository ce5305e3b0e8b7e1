/**
* | output |
* | --- |
* | "Test mode — no real money" |
*
* @param {Shell_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_test_mode: ((inputs?: Shell_Test_ModeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Test_ModeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Test_ModeInputs = {};
