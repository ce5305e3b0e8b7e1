/**
* | output |
* | --- |
* | "{title} · {app}" |
*
* @param {Shell_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_page_title: ((inputs: Shell_Page_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Page_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Page_TitleInputs = {
    title: NonNullable<unknown>;
    app: NonNullable<unknown>;
};
