/* eslint-disable */
// The app's Paraglide runtime (scripts/compile-messages.mjs): the locale is set by lib/i18n.tsx.
export const baseLocale = "en";
export const locales = /** @type {const} */ (["en", "hi"]);
export const experimentalStaticLocale = undefined;
let current = baseLocale;
export const getLocale = () => current;
export const setLocale = (locale) => {
  current = locale;
};
export const isLocale = (value) => locales.includes(value);
