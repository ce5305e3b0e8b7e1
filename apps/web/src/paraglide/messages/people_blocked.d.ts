/**
* | output |
* | --- |
* | "You blocked {name}" |
*
* @param {People_BlockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_blocked: ((inputs: People_BlockedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_BlockedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_BlockedInputs = {
    name: NonNullable<unknown>;
};
