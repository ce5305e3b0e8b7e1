/**
* | output |
* | --- |
* | "Held for upcoming bookings" |
*
* @param {Wallet_Figure_HeldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const wallet_figure_held: ((inputs?: Wallet_Figure_HeldInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Figure_HeldInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Figure_HeldInputs = {};
