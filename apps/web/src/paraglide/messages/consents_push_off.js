/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Push_OffInputs */

const en_consents_push_off = /** @type {(inputs: Consents_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications to your devices withdrawn`)
};

const hi_consents_push_off = /** @type {(inputs: Consents_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके डिवाइसों पर सूचनाओं की सहमति वापस ले ली गई`)
};

/**
* | output |
* | --- |
* | "Notifications to your devices withdrawn" |
*
* @param {Consents_Push_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_push_off = /** @type {((inputs?: Consents_Push_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Push_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_push_off(inputs)
	return en_consents_push_off(inputs)
});