/**
* | output |
* | --- |
* | "Last active {when}" |
*
* @param {Security_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_last_active: ((inputs: Security_Last_ActiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Last_ActiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Last_ActiveInputs = {
    when: NonNullable<unknown>;
};
