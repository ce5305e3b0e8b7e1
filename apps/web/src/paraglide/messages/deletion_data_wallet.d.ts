/**
* | output |
* | --- |
* | "Wallet balance and transaction history (unused balance cannot be refunded or transferred)" |
*
* @param {Deletion_Data_WalletInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const deletion_data_wallet: ((inputs?: Deletion_Data_WalletInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deletion_Data_WalletInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deletion_Data_WalletInputs = {};
