/**
* | output |
* | --- |
* | "Could not upload the record. Please try again." |
*
* @param {Records_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_upload_failed: ((inputs?: Records_Upload_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Upload_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Upload_FailedInputs = {};
