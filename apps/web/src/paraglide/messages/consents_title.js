/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_TitleInputs */

const en_consents_title = /** @type {(inputs: Consents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consents`)
};

const hi_consents_title = /** @type {(inputs: Consents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी सहमतियाँ`)
};

/**
* | output |
* | --- |
* | "Your consents" |
*
* @param {Consents_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_title = /** @type {((inputs?: Consents_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_title(inputs)
	return en_consents_title(inputs)
});