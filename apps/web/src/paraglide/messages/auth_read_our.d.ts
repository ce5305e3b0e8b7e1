/**
* | output |
* | --- |
* | "Read our" |
*
* @param {Auth_Read_OurInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_read_our: ((inputs?: Auth_Read_OurInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Read_OurInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Read_OurInputs = {};
