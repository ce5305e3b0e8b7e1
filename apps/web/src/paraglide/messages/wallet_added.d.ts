/**
* | output |
* | --- |
* | "{amount} added to your wallet." |
*
* @param {Wallet_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_added: ((inputs: Wallet_AddedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_AddedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_AddedInputs = {
    amount: NonNullable<unknown>;
};
