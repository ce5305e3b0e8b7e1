/**
* | output |
* | --- |
* | "{what}: {state} · notice version {version} · {time} IST" |
*
* @param {Consents_History_RowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_history_row: ((inputs: Consents_History_RowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consents_History_RowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consents_History_RowInputs = {
    what: NonNullable<unknown>;
    state: NonNullable<unknown>;
    version: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
