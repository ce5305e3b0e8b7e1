/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_MarketingInputs */

const en_consents_marketing = /** @type {(inputs: Consents_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing e-mail`)
};

const hi_consents_marketing = /** @type {(inputs: Consents_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मार्केटिंग ई-मेल`)
};

/**
* | output |
* | --- |
* | "Marketing e-mail" |
*
* @param {Consents_MarketingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_marketing = /** @type {((inputs?: Consents_MarketingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_MarketingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_marketing(inputs)
	return en_consents_marketing(inputs)
});