/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_PushInputs */

const en_consents_push = /** @type {(inputs: Consents_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications`)
};

const hi_consents_push = /** @type {(inputs: Consents_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पुश सूचनाएँ`)
};

/**
* | output |
* | --- |
* | "Push notifications" |
*
* @param {Consents_PushInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_push = /** @type {((inputs?: Consents_PushInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_PushInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_push(inputs)
	return en_consents_push(inputs)
});