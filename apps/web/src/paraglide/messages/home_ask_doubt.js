/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Ask_DoubtInputs */

const en_home_ask_doubt = /** @type {(inputs: Home_Ask_DoubtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask Doubt`)
};

const hi_home_ask_doubt = /** @type {(inputs: Home_Ask_DoubtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सवाल पूछें`)
};

/**
* | output |
* | --- |
* | "Ask Doubt" |
*
* @param {Home_Ask_DoubtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_ask_doubt = /** @type {((inputs?: Home_Ask_DoubtInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Ask_DoubtInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_ask_doubt(inputs)
	return en_home_ask_doubt(inputs)
});