/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, app: NonNullable<unknown> }} Shell_Page_TitleInputs */

const en_shell_page_title = /** @type {(inputs: Shell_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} · ${i?.app}`)
};

const hi_shell_page_title = /** @type {(inputs: Shell_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} · ${i?.app}`)
};

/**
* | output |
* | --- |
* | "{title} · {app}" |
*
* @param {Shell_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_page_title = /** @type {((inputs: Shell_Page_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Page_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_page_title(inputs)
	return en_shell_page_title(inputs)
});