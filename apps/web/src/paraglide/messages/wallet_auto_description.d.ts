/**
* | output |
* | --- |
* | "Everything available is paid to this account every Monday at 10:00 IST, when it is at least ₹{min}." |
*
* @param {Wallet_Auto_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_auto_description: ((inputs: Wallet_Auto_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Auto_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Auto_DescriptionInputs = {
    min: NonNullable<unknown>;
};
