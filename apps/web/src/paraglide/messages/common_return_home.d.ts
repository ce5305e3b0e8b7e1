/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Common_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const common_return_home: ((inputs?: Common_Return_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Return_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Return_HomeInputs = {};
