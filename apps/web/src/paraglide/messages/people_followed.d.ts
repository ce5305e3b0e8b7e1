/**
* | output |
* | --- |
* | "You are now following {name}" |
*
* @param {People_FollowedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_followed: ((inputs: People_FollowedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_FollowedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_FollowedInputs = {
    name: NonNullable<unknown>;
};
