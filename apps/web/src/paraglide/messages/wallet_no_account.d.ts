/**
* | output |
* | --- |
* | "Add the bank account or UPI ID your earnings are paid to. A new account can be paid {hours} hours after it is added." |
*
* @param {Wallet_No_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_no_account: ((inputs: Wallet_No_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_AccountInputs = {
    hours: NonNullable<unknown>;
};
