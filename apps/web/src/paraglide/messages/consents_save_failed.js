/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Save_FailedInputs */

const en_consents_save_failed = /** @type {(inputs: Consents_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save your choice`)
};

const hi_consents_save_failed = /** @type {(inputs: Consents_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी पसंद सहेजी नहीं जा सकी`)
};

/**
* | output |
* | --- |
* | "Could not save your choice" |
*
* @param {Consents_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_save_failed = /** @type {((inputs?: Consents_Save_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Save_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_save_failed(inputs)
	return en_consents_save_failed(inputs)
});