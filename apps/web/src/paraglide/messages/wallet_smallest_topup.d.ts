/**
* | output |
* | --- |
* | "The smallest top-up is {amount}." |
*
* @param {Wallet_Smallest_TopupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_smallest_topup: ((inputs: Wallet_Smallest_TopupInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Smallest_TopupInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Smallest_TopupInputs = {
    amount: NonNullable<unknown>;
};
