/**
* | output |
* | --- |
* | "Add {amount} and book" |
*
* @param {Wallet_Add_And_BookInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_add_and_book: ((inputs: Wallet_Add_And_BookInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Add_And_BookInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Add_And_BookInputs = {
    amount: NonNullable<unknown>;
};
