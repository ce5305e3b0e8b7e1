/**
* | output |
* | --- |
* | "You unfollowed {name}" |
*
* @param {People_UnfollowedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_unfollowed: ((inputs: People_UnfollowedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_UnfollowedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_UnfollowedInputs = {
    name: NonNullable<unknown>;
};
