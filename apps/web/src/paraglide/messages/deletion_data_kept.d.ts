/**
* | output |
* | --- |
* | "Records the law requires us to keep, such as payment and tax records, are kept only as long as the law requires." |
*
* @param {Deletion_Data_KeptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_data_kept: ((inputs?: Deletion_Data_KeptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Data_KeptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Data_KeptInputs = {};
