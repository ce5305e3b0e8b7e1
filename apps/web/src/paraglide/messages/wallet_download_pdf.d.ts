/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Wallet_Download_PdfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_download_pdf: ((inputs?: Wallet_Download_PdfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Download_PdfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Download_PdfInputs = {};
