/**
* | output |
* | --- |
* | "Upload Records" |
*
* @param {Records_UploadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_upload: ((inputs?: Records_UploadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_UploadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_UploadInputs = {};
