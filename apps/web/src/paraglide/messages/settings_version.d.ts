/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Settings_VersionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_version: ((inputs: Settings_VersionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_VersionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_VersionInputs = {
    version: NonNullable<unknown>;
};
