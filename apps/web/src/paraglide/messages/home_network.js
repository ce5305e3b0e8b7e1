/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_NetworkInputs */

const en_home_network = /** @type {(inputs: Home_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Network`)
};

const hi_home_network = /** @type {(inputs: Home_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पेशेवर नेटवर्क`)
};

/**
* | output |
* | --- |
* | "Professional Network" |
*
* @param {Home_NetworkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_network = /** @type {((inputs?: Home_NetworkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_NetworkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_network(inputs)
	return en_home_network(inputs)
});