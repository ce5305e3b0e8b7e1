/**
* | form | output |
* | --- | --- |
* | "one" | "{count} answer" |
* | "other" | "{count} answers" |
*
* @param {Doubts_Answers_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const doubts_answers_count: ((inputs: Doubts_Answers_CountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Doubts_Answers_CountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Doubts_Answers_CountInputs = {
    form: "one" | "other";
    count: NonNullable<unknown>;
};
