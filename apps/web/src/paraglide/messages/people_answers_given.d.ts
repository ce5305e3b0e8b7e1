/**
* | form | output |
* | --- | --- |
* | "one" | "{count} answer given" |
* | "other" | "{count} answers given" |
*
* @param {People_Answers_GivenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_answers_given: ((inputs: People_Answers_GivenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_Answers_GivenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_Answers_GivenInputs = {
    form: "one" | "other";
    count: NonNullable<unknown>;
};
