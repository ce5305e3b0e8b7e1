/**
* | output |
* | --- |
* | "Available since" |
*
* @param {Wallet_Available_SinceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_available_since: ((inputs?: Wallet_Available_SinceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Available_SinceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Available_SinceInputs = {};
