/**
* | output |
* | --- |
* | "Test payment" |
*
* @param {Wallet_Test_PaymentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_test_payment: ((inputs?: Wallet_Test_PaymentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Test_PaymentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Test_PaymentInputs = {};
