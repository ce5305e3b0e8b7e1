/**
* | output |
* | --- |
* | "Find and connect with verified {experts}" |
*
* @param {Home_Network_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_network_text: ((inputs: Home_Network_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Network_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Network_TextInputs = {
    experts: NonNullable<unknown>;
};
