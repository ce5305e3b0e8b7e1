/**
* | output |
* | --- |
* | "Nothing matches \"{q}\"." |
*
* @param {Messages_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const messages_nothing_matches: ((inputs: Messages_Nothing_MatchesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Nothing_MatchesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Nothing_MatchesInputs = {
    q: NonNullable<unknown>;
};
