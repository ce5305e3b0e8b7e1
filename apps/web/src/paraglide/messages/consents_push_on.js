/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Push_OnInputs */

const en_consents_push_on = /** @type {(inputs: Consents_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications to your devices allowed`)
};

const hi_consents_push_on = /** @type {(inputs: Consents_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके डिवाइसों पर सूचनाओं की अनुमति दी गई`)
};

/**
* | output |
* | --- |
* | "Notifications to your devices allowed" |
*
* @param {Consents_Push_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_push_on = /** @type {((inputs?: Consents_Push_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Push_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_push_on(inputs)
	return en_consents_push_on(inputs)
});