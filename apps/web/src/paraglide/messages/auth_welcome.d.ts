/**
* | output |
* | --- |
* | "Welcome to {app}" |
*
* @param {Auth_WelcomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_welcome: ((inputs: Auth_WelcomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_WelcomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_WelcomeInputs = {
    app: NonNullable<unknown>;
};
