/**
* | output |
* | --- |
* | "Or enter this key by hand:" |
*
* @param {Security_Key_By_HandInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_key_by_hand: ((inputs?: Security_Key_By_HandInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Key_By_HandInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Key_By_HandInputs = {};
