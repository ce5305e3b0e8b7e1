/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_ActivityInputs */

const en_home_activity = /** @type {(inputs: Home_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your activity`)
};

const hi_home_activity = /** @type {(inputs: Home_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी गतिविधि`)
};

/**
* | output |
* | --- |
* | "Your activity" |
*
* @param {Home_ActivityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_activity = /** @type {((inputs?: Home_ActivityInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ActivityInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_activity(inputs)
	return en_home_activity(inputs)
});