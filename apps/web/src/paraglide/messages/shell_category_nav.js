/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Category_NavInputs */

const en_shell_category_nav = /** @type {(inputs: Shell_Category_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

const hi_shell_category_nav = /** @type {(inputs: Shell_Category_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`श्रेणी`)
};

/**
* | output |
* | --- |
* | "Category" |
*
* @param {Shell_Category_NavInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_category_nav = /** @type {((inputs?: Shell_Category_NavInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Category_NavInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_category_nav(inputs)
	return en_shell_category_nav(inputs)
});