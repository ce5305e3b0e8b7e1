/**
* | output |
* | --- |
* | "Automatic weekly payouts" |
*
* @param {Wallet_Auto_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_auto_label: ((inputs?: Wallet_Auto_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Auto_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Auto_LabelInputs = {};
