/**
* | form | output |
* | --- | --- |
* | "one" | "{count} answer" |
* | "other" | "{count} answers" |
*
* @param {People_AnswersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const people_answers: ((inputs: People_AnswersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_AnswersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_AnswersInputs = {
    form: "one" | "other";
    count: NonNullable<unknown>;
};
