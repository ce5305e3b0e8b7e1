/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Consultation_ModeInputs */

const en_home_consultation_mode = /** @type {(inputs: Home_Consultation_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultation Mode`)
};

const hi_home_consultation_mode = /** @type {(inputs: Home_Consultation_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`परामर्श मोड`)
};

/**
* | output |
* | --- |
* | "Consultation Mode" |
*
* @param {Home_Consultation_ModeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_consultation_mode = /** @type {((inputs?: Home_Consultation_ModeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Consultation_ModeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_consultation_mode(inputs)
	return en_home_consultation_mode(inputs)
});