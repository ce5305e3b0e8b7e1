/**
* | output |
* | --- |
* | "{years}+ yrs" |
*
* @param {Expert_YearsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const expert_years: ((inputs: Expert_YearsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Expert_YearsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Expert_YearsInputs = {
    years: NonNullable<unknown>;
};
