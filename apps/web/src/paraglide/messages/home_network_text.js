/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ experts: NonNullable<unknown> }} Home_Network_TextInputs */

const en_home_network_text = /** @type {(inputs: Home_Network_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Find and connect with verified ${i?.experts}`)
};

const hi_home_network_text = /** @type {(inputs: Home_Network_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सत्यापित ${i?.experts} को खोजें और उनसे जुड़ें`)
};

/**
* | output |
* | --- |
* | "Find and connect with verified {experts}" |
*
* @param {Home_Network_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_network_text = /** @type {((inputs: Home_Network_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Network_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_network_text(inputs)
	return en_home_network_text(inputs)
});