/**
* | output |
* | --- |
* | "Your browser cannot play this video." |
*
* @param {Feed_Cannot_PlayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_cannot_play: ((inputs?: Feed_Cannot_PlayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Cannot_PlayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Cannot_PlayInputs = {};
