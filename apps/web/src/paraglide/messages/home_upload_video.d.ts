/**
* | output |
* | --- |
* | "Upload Video" |
*
* @param {Home_Upload_VideoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_upload_video: ((inputs?: Home_Upload_VideoInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Upload_VideoInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Upload_VideoInputs = {};
