/**
* | output |
* | --- |
* | "Platform commission" |
*
* @param {Wallet_Platform_CommissionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_platform_commission: ((inputs?: Wallet_Platform_CommissionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Platform_CommissionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Platform_CommissionInputs = {};
