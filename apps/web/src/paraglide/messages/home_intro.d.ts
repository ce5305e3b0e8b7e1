/**
* | output |
* | --- |
* | "Manage {sessions}, share knowledge and grow your network." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_intro: ((inputs: Home_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_IntroInputs = {
    sessions: NonNullable<unknown>;
};
