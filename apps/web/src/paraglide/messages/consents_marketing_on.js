/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Marketing_OnInputs */

const en_consents_marketing_on = /** @type {(inputs: Consents_Marketing_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get news and offers by e-mail`)
};

const hi_consents_marketing_on = /** @type {(inputs: Consents_Marketing_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपको ई-मेल से ख़बरें और ऑफ़र मिलेंगे`)
};

/**
* | output |
* | --- |
* | "You will get news and offers by e-mail" |
*
* @param {Consents_Marketing_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_marketing_on = /** @type {((inputs?: Consents_Marketing_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Marketing_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_marketing_on(inputs)
	return en_consents_marketing_on(inputs)
});