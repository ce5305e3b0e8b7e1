/**
* | output |
* | --- |
* | "up to {size}" |
*
* @param {Feed_Up_ToInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_up_to: ((inputs: Feed_Up_ToInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Up_ToInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Up_ToInputs = {
    size: NonNullable<unknown>;
};
