/**
* | output |
* | --- |
* | "Turn off" |
*
* @param {Security_Turn_Off_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_turn_off_button: ((inputs?: Security_Turn_Off_ButtonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Turn_Off_ButtonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Turn_Off_ButtonInputs = {};
