/**
* | output |
* | --- |
* | "You unblocked {name}" |
*
* @param {People_UnblockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_unblocked: ((inputs: People_UnblockedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_UnblockedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_UnblockedInputs = {
    name: NonNullable<unknown>;
};
