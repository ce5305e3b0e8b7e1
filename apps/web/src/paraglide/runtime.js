/* eslint-disable */
// The app's Paraglide runtime (scripts/compile-messages.mjs): the locale is set by lib/i18n.tsx.
// English is in each message's module; the Hindi texts are files by namespace (the key's first
// word: hi/hi-home.js), served as files of their own (vite.config.ts) and loaded by lib/i18n.tsx, so English
// pages never download them.
export const baseLocale = "en";
export const locales = /** @type {const} */ (["en", "hi"]);
let current = baseLocale;
const hi = {};
const seen = new Set();
let onMissing = () => {};
export const getLocale = () => current;
export const setLocale = (locale) => {
  current = locale;
};
export const isLocale = (value) => locales.includes(value);
export const addLocale = (messages) => Object.assign(hi, messages);
export const seenNamespaces = () => [...seen];
export const forgetSeen = () => seen.clear();
export const whenMissing = (handler) => {
  onMissing = handler;
};
export const message = (name, en) => {
  const first = name.slice(0, name.indexOf("_"));
  const namespace = ["nav","term"].includes(first) ? "shell" : first;
  return (i = {}, o = {}) => {
    seen.add(namespace);
    if ((o.locale ?? current) !== "hi") return en(i);
    const own = hi[name];
    if (own) return own(i);
    onMissing(namespace);
    return en(i);
  };
};
