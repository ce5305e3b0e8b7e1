/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Consultations_GivenInputs */

const en_home_consultations_given = /** @type {(inputs: Home_Consultations_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultations given`)
};

const hi_home_consultations_given = /** @type {(inputs: Home_Consultations_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दिए गए परामर्श`)
};

/**
* | output |
* | --- |
* | "Consultations given" |
*
* @param {Home_Consultations_GivenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_consultations_given = /** @type {((inputs?: Home_Consultations_GivenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Consultations_GivenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_consultations_given(inputs)
	return en_home_consultations_given(inputs)
});