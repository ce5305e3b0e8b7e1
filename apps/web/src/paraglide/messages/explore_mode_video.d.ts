/**
* | output |
* | --- |
* | "Video" |
*
* @param {Explore_Mode_VideoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_mode_video: ((inputs?: Explore_Mode_VideoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Mode_VideoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Mode_VideoInputs = {};
