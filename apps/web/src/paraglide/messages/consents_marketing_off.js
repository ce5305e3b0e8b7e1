/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Marketing_OffInputs */

const en_consents_marketing_off = /** @type {(inputs: Consents_Marketing_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing e-mail withdrawn`)
};

const hi_consents_marketing_off = /** @type {(inputs: Consents_Marketing_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मार्केटिंग ई-मेल की सहमति वापस ले ली गई`)
};

/**
* | output |
* | --- |
* | "Marketing e-mail withdrawn" |
*
* @param {Consents_Marketing_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_marketing_off = /** @type {((inputs?: Consents_Marketing_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Marketing_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_marketing_off(inputs)
	return en_consents_marketing_off(inputs)
});