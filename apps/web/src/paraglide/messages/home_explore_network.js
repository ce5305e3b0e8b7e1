/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Explore_NetworkInputs */

const en_home_explore_network = /** @type {(inputs: Home_Explore_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Network`)
};

const hi_home_explore_network = /** @type {(inputs: Home_Explore_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नेटवर्क देखें`)
};

/**
* | output |
* | --- |
* | "Explore Network" |
*
* @param {Home_Explore_NetworkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_explore_network = /** @type {((inputs?: Home_Explore_NetworkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Explore_NetworkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_explore_network(inputs)
	return en_home_explore_network(inputs)
});