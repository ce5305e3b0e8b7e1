/**
* | output |
* | --- |
* | "{app} home" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_home_link: ((inputs: Shell_Home_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Home_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Home_LinkInputs = {
    app: NonNullable<unknown>;
};
