/**
* | output |
* | --- |
* | "Download receipt" |
*
* @param {Wallet_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_download_receipt: ((inputs?: Wallet_Download_ReceiptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Download_ReceiptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Download_ReceiptInputs = {};
