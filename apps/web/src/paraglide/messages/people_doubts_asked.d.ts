/**
* | form | output |
* | --- | --- |
* | "one" | "{count} doubt asked" |
* | "other" | "{count} doubts asked" |
*
* @param {People_Doubts_AskedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_doubts_asked: ((inputs: People_Doubts_AskedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Doubts_AskedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Doubts_AskedInputs = {
    form: "one" | "other";
    count: NonNullable<unknown>;
};
