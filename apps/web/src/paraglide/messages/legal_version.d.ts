/**
* | output |
* | --- |
* | "{date} (version {version})" |
*
* @param {Legal_VersionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_version: ((inputs: Legal_VersionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_VersionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_VersionInputs = {
    date: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
