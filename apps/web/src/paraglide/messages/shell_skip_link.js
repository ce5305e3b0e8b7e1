/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Skip_LinkInputs */

const en_shell_skip_link = /** @type {(inputs: Shell_Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const hi_shell_skip_link = /** @type {(inputs: Shell_Skip_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुख्य सामग्री पर जाएँ`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_skip_link = /** @type {((inputs?: Shell_Skip_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_skip_link(inputs)
	return en_shell_skip_link(inputs)
});