/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Marketing_TextInputs */

const en_consents_marketing_text = /** @type {(inputs: Consents_Marketing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News and offers from us by e-mail`)
};

const hi_consents_marketing_text = /** @type {(inputs: Consents_Marketing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ई-मेल से हमारी ख़बरें और ऑफ़र`)
};

/**
* | output |
* | --- |
* | "News and offers from us by e-mail" |
*
* @param {Consents_Marketing_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_marketing_text = /** @type {((inputs?: Consents_Marketing_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Marketing_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_marketing_text(inputs)
	return en_consents_marketing_text(inputs)
});