/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Wallet_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_download_csv: ((inputs?: Wallet_Download_CsvInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Download_CsvInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Download_CsvInputs = {};
