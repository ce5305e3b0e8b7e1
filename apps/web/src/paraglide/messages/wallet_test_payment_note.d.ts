/**
* | output |
* | --- |
* | "Test payment — no real money" |
*
* @param {Wallet_Test_Payment_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_test_payment_note: ((inputs?: Wallet_Test_Payment_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Test_Payment_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Test_Payment_NoteInputs = {};
