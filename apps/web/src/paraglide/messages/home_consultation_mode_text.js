/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sessions: NonNullable<unknown>, persons: NonNullable<unknown> }} Home_Consultation_Mode_TextInputs */

const en_home_consultation_mode_text = /** @type {(inputs: Home_Consultation_Mode_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appointments and ${i?.sessions} with your ${i?.persons}`)
};

const hi_home_consultation_mode_text = /** @type {(inputs: Home_Consultation_Mode_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपके ${i?.persons} के साथ अपॉइंटमेंट और ${i?.sessions}`)
};

/**
* | output |
* | --- |
* | "Appointments and {sessions} with your {persons}" |
*
* @param {Home_Consultation_Mode_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_consultation_mode_text = /** @type {((inputs: Home_Consultation_Mode_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Consultation_Mode_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_consultation_mode_text(inputs)
	return en_home_consultation_mode_text(inputs)
});