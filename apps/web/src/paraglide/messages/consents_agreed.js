/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown>, date: NonNullable<unknown> }} Consents_AgreedInputs */

const en_consents_agreed = /** @type {(inputs: Consents_AgreedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You agreed to the privacy notice (version ${i?.version}) on ${i?.date}. `)
};

const hi_consents_agreed = /** @type {(inputs: Consents_AgreedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपने ${i?.date} को निजता सूचना (संस्करण ${i?.version}) पर सहमति दी। `)
};

/**
* | output |
* | --- |
* | "You agreed to the privacy notice (version {version}) on {date}." |
*
* @param {Consents_AgreedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_agreed = /** @type {((inputs: Consents_AgreedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_AgreedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_agreed(inputs)
	return en_consents_agreed(inputs)
});