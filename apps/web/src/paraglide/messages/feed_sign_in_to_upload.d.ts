/**
* | output |
* | --- |
* | "Please sign in to upload videos" |
*
* @param {Feed_Sign_In_To_UploadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_sign_in_to_upload: ((inputs?: Feed_Sign_In_To_UploadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Sign_In_To_UploadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Sign_In_To_UploadInputs = {};
