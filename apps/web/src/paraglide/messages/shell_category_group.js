/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Category_GroupInputs */

const en_shell_category_group = /** @type {(inputs: Shell_Category_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert category`)
};

const hi_shell_category_group = /** @type {(inputs: Shell_Category_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेषज्ञ की श्रेणी`)
};

/**
* | output |
* | --- |
* | "Expert category" |
*
* @param {Shell_Category_GroupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_category_group = /** @type {((inputs?: Shell_Category_GroupInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Category_GroupInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_category_group(inputs)
	return en_shell_category_group(inputs)
});