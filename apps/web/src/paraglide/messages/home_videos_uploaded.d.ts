/**
* | output |
* | --- |
* | "Videos uploaded" |
*
* @param {Home_Videos_UploadedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_videos_uploaded: ((inputs?: Home_Videos_UploadedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Videos_UploadedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Videos_UploadedInputs = {};
