/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Wallet_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_your_password: ((inputs?: Wallet_Your_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Your_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Your_PasswordInputs = {};
