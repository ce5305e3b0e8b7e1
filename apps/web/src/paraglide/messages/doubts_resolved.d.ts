/**
* | output |
* | --- |
* | "Resolved" |
*
* @param {Doubts_ResolvedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_resolved: ((inputs?: Doubts_ResolvedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_ResolvedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_ResolvedInputs = {};
