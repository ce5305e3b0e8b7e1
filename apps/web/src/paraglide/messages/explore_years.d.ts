/**
* | output |
* | --- |
* | "{years}+ years" |
*
* @param {Explore_YearsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const explore_years: ((inputs: Explore_YearsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_YearsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_YearsInputs = {
    years: NonNullable<unknown>;
};
